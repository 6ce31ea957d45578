import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { detachInvoices } from '../billing/billing.service';

/** The account being deleted, as it was just before. */
export interface DeletedAccount {
  id: number;
  username: string;
  email: string;
  full_name: string;
  company: string;
  country: string;
}

/**
 * A record the law makes us keep after its account is deleted: the rule copies or detaches it
 * inside the deletion's transaction, before the account's rows are removed.
 */
export type RetentionRule = (
  trx: Kysely<Database>,
  account: DeletedAccount,
  now: Date,
) => Promise<void>;

/**
 * What the law requires us to keep of a deleted account (docs/architecture.md §11). GDPR Art.
 * 17(3)(b) and KVKK Art. 7 let a controller keep data a legal obligation demands; for Sinyal that
 * is invoices: Türkiye's Tax Procedure Law (VUK Art. 253) and Commercial Code (TTK Art. 82) keep
 * books and their documents for five and ten years.
 *
 * The billing code adds its rule here: an invoice keeps the buyer's name, address, country and
 * amounts, detached from the account (its user id set to null), for the legal period, and a
 * scheduled job removes it afterwards. Nothing else of an account outlives its deletion.
 */
export const legalRetentionRules: RetentionRule[] = [
  (trx, account) => detachInvoices(trx, account),
];

export async function keepWhatTheLawRequires(
  trx: Kysely<Database>,
  account: DeletedAccount,
  now: Date,
): Promise<void> {
  for (const rule of legalRetentionRules) await rule(trx, account, now);
}
