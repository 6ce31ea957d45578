import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { normalizeIdentifier } from '../../lib/normalize';
import { findUserByLogin, setUserPremium } from '../users/users.repository';

export interface CommandResult {
  exitCode: number;
  output: string;
}

export const adminUsage = [
  'Usage: npm run admin -- <command>',
  '',
  'Commands:',
  '  set-plan <username|email> premium|free   Put an account on the Premium or the Free plan',
].join('\n');

const plans = { premium: true, free: false } as const;

/** The administrator's commands (there is no admin screen); `npm run admin` prints the result. */
export async function runAdminCommand(
  args: string[],
  deps: { db: Db; clock: Clock },
): Promise<CommandResult> {
  const [command, ...rest] = args;
  if (!command || command === 'help' || command === '--help') {
    return { exitCode: command ? 0 : 2, output: adminUsage };
  }
  if (command !== 'set-plan') {
    return { exitCode: 2, output: `Unknown command "${command}".\n\n${adminUsage}` };
  }
  const [login, plan] = rest;
  if (!login || !plan || rest.length > 2) {
    return { exitCode: 2, output: `set-plan needs an account and a plan.\n\n${adminUsage}` };
  }
  if (!(plan in plans)) {
    return { exitCode: 2, output: `Unknown plan "${plan}": use premium or free.` };
  }
  const user = await findUserByLogin(deps.db, normalizeIdentifier(login));
  if (!user) {
    return { exitCode: 1, output: `No account with the username or email "${login}".` };
  }
  const premium = plans[plan as keyof typeof plans];
  const label = premium ? 'Premium' : 'Free';
  if ((user.is_premium === 1) === premium) {
    return {
      exitCode: 0,
      output: `${user.username} <${user.email}> is already on the ${label} plan; nothing changed.`,
    };
  }
  await setUserPremium(deps.db, user.id, premium, deps.clock.now());
  return {
    exitCode: 0,
    output: `${user.username} <${user.email}> is now on the ${label} plan (was ${premium ? 'Free' : 'Premium'}).`,
  };
}
