import { Resolver } from 'node:dns/promises';
import { ssoRecordPrefix, ssoRecordValuePrefix } from '@sinyal/contracts/org-sso';

/** What the DNS says about a domain's proof. */
export type DomainProof = 'proven' | 'wrong' | 'missing';

/**
 * Whether the TXT record `_sinyal.<domain>` holds `sinyal-verify=<token>`, asked of `servers`
 * (DNS_SERVERS) or the system's resolvers. A record may hold several strings, and a name several
 * records: any one that is exactly the value proves the domain. A name with no TXT record, or a
 * resolver that does not answer, counts as missing: the admin is asked to add it and try again.
 */
export async function checkDomainProof(
  domain: string,
  token: string,
  servers: readonly string[] | undefined,
): Promise<DomainProof> {
  // One try of a few seconds: the admin waits for the answer.
  const resolver = new Resolver({ timeout: 3000, tries: 1 });
  if (servers) resolver.setServers([...servers]);
  let records: string[][];
  try {
    records = await resolver.resolveTxt(`${ssoRecordPrefix}${domain}`);
  } catch {
    return 'missing';
  }
  const values = records.map((chunks) => chunks.join('').trim());
  const ours = values.filter((value) => value.startsWith(ssoRecordValuePrefix));
  if (ours.length === 0) return 'missing';
  return ours.includes(`${ssoRecordValuePrefix}${token}`) ? 'proven' : 'wrong';
}
