import { expect } from 'vitest';
import type { TestApp } from './test-app';
import { del } from './two-factor-fixtures';
import { runAdminCommand } from '../modules/admin/admin.service';

let counter = 0;

/** An organization address no other test of the run uses. */
export function uniqueSlug(prefix = 'acme'): string {
  counter += 1;
  return `${prefix}-${counter}-${Math.random().toString(36).slice(2, 8)}`;
}

/** The token of the newest invitation link mailed to `to` (`/invite#token=…`). */
export async function invitationToken(t: TestApp, to: string): Promise<string> {
  const link = (await t.mailsTo(to, 'invite')).at(-1)?.link;
  if (!link) throw new Error(`no invitation mail to ${to}`);
  const token = new URL(link).hash.replace(/^#token=/, '');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

/** A signed-in owner and their new organization. */
export async function orgWithOwner(t: TestApp, name = 'Acme') {
  const owner = await t.signedIn();
  const slug = uniqueSlug();
  const created = await t.post('/api/orgs', { name, slug }, owner.token);
  expect(created.status).toBe(201);
  return { owner, slug };
}

/** Invites a new verified account as `role` and has it accept; answers the member. */
export async function addMember(
  t: TestApp,
  slug: string,
  inviterToken: string,
  role: 'owner' | 'admin' | 'member' = 'member',
) {
  const member = await t.signedIn();
  const invited = await t.post(
    `/api/orgs/${slug}/invitations`,
    { email: member.email, role },
    inviterToken,
  );
  expect(invited.status).toBe(201);
  const token = await invitationToken(t, member.email);
  const accepted = await t.post('/api/invitations/accept', { token }, member.token);
  expect(accepted.status).toBe(200);
  return member;
}

/** The operator's `npm run admin -- org-seats`. */
export async function sellSeats(t: TestApp, slug: string, quantity: number, ...more: string[]) {
  const result = await runAdminCommand(['org-seats', slug, String(quantity), ...more], {
    db: t.db,
    clock: t.clock,
  });
  expect(result.exitCode, result.output).toBe(0);
  return result;
}

export const remove = del;
