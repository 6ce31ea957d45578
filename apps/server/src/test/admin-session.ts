import { enableTwoFactor } from './two-factor-fixtures';
import type { TestApp } from './test-app';

/**
 * A signed-in operator: a verified account with two-factor sign-in turned on through the API, made
 * an admin in the database as `npm run admin -- role` would. The guard reads the role and 2FA on
 * every request, so the session it answers is an admin's session.
 */
export async function adminSession(t: TestApp) {
  const user = await t.signedIn();
  const twoFactor = await enableTwoFactor(t, user.token);
  await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', user.id).execute();
  return { ...user, ...twoFactor };
}
