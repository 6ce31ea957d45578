import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { CommandResult } from '../../lib/command-result';
import { countOrgSeats, setOrgSeats } from '../orgs/orgs.service';

export const orgSeatsUsage = [
  '  org-seats <slug> <quantity> [--until YYYY-MM-DD]',
  '                             Sell an organization Enterprise seats (0 ends them); with --until',
  '                             they give Enterprise until the end of that day (UTC)',
].join('\n');

const usageError = (why: string): CommandResult => ({
  exitCode: 2,
  output: `${why}\n\nUsage: npm run admin -- ${orgSeatsUsage.trimStart()}`,
});

/** `org-seats <slug> <quantity> [--until YYYY-MM-DD]` (docs/architecture.md §17). */
export async function orgSeatsCommand(
  args: string[],
  deps: { db: Db; clock: Clock },
): Promise<CommandResult> {
  const [slug, quantityText, flag, day, ...extra] = args;
  if (!slug || !quantityText || extra.length > 0) {
    return usageError('org-seats needs an organization and a quantity.');
  }
  if (!/^\d{1,6}$/.test(quantityText)) return usageError(`Not a quantity: "${quantityText}".`);
  const quantity = Number(quantityText);
  let endsAt: string | null = null;
  if (flag !== undefined) {
    const end = day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00.000Z`) : NaN;
    if (flag !== '--until' || Number.isNaN(end)) {
      return usageError('After the quantity, only --until YYYY-MM-DD.');
    }
    // The seats last through the whole day named.
    endsAt = new Date(end + 24 * 60 * 60 * 1000).toISOString();
    if (Date.parse(endsAt) <= deps.clock.now().getTime()) {
      return usageError(`${day} has passed: give a day from today on.`);
    }
  }
  const org = await setOrgSeats(deps.db, slug, quantity, endsAt);
  if (!org) return { exitCode: 1, output: `No organization with the address "${slug}".` };
  const used = await countOrgSeats(deps.db, org.id);
  const until = endsAt ? ` until ${endsAt}` : '';
  const over =
    used > quantity
      ? ` ${used} are assigned: the admins must free ${used - quantity} before assigning again.`
      : '';
  return {
    exitCode: 0,
    output: `${org.name} (${org.slug}) has ${quantity} Enterprise seats${until}; ${used} assigned.${over}`,
  };
}
