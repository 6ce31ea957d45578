import { isPlan, planNames, type Plan } from '@sinyal/contracts/plans';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { CommandResult } from '../../lib/command-result';
import { normalizeIdentifier } from '../../lib/normalize';
import { recordAudit } from '../audit/audit.service';
import { releaseManualPlan } from '../billing/billing.service';
import { setRole } from './admin-users.repository';
import { findUserByLogin, setUserPlan } from '../users/users.service';
import { orgSeatsCommand, orgSeatsUsage } from './org-seats-command';
import { keysUsage, runKeysCommand } from './keys-command';
import { packagesUsage, runPackagesCommand, type PackagesCommandDeps } from './packages-command';

export const adminUsage = [
  'Usage: npm run admin -- <command>',
  '',
  'Commands:',
  '  set-plan <username|email> lite|pro|enterprise',
  '                             Put an account on a plan (the old names "free" and "premium"',
  '                             still work, for lite and pro);',
  '                             recorded as a manual grant, which no payment webhook overrides',
  '  set-plan <username|email> billing',
  "                             Hand the plan back to the account's subscription (if any)",
  '  role <username|email> admin|user',
  '                             Make an account an operator (the console at /admin, which also',
  '                             needs two-factor sign-in) or a plain user again',
  orgSeatsUsage,
  keysUsage,
  packagesUsage,
].join('\n');

// Names the plans once had (docs/architecture.md §7) stay accepted in scripts: free is Lite,
// premium is Pro. Nothing says them back.
const synonyms: Readonly<Record<string, Plan>> = { free: 'lite', premium: 'pro' };

function planNamed(name: string): Plan | null {
  const lower = name.toLowerCase();
  return isPlan(lower) ? lower : (synonyms[lower] ?? null);
}

const planName = (plan: Plan) => planNames[plan];

/** An audit row of a command: the operator at the shell is no account, so the actor is null. */
function cliAudit(deps: { clock: Clock }, action: string, userId: number, reason: string) {
  return {
    at: deps.clock.now(),
    actorId: null,
    action,
    targetType: 'user',
    targetId: userId,
    reason: `npm run admin -- ${reason}`,
  };
}

/** `role <login> admin|user`: who reaches the operator console. */
async function changeRole(rest: string[], deps: { db: Db; clock: Clock }) {
  const [login, role] = rest;
  if (!login || !role || rest.length > 2) {
    return { exitCode: 2, output: `role needs an account and a role.\n\n${adminUsage}` };
  }
  const wanted = role.toLowerCase();
  if (wanted !== 'admin' && wanted !== 'user') {
    return { exitCode: 2, output: `Unknown role "${role}": use admin or user.` };
  }
  const user = await findUserByLogin(deps.db, normalizeIdentifier(login));
  if (!user) {
    return { exitCode: 1, output: `No account with the username or email "${login}".` };
  }
  const who = `${user.username} <${user.email}>`;
  if (user.role === wanted) return { exitCode: 0, output: `${who} is already ${wanted}.` };
  await deps.db.transaction().execute(async (trx) => {
    await setRole(trx, user.id, wanted, deps.clock.now());
    await recordAudit(trx, cliAudit(deps, 'user.role', user.id, `role ${wanted}`));
  });
  const hint =
    wanted === 'admin' && user.totp_enabled_at === null
      ? ' The console also needs two-factor sign-in: turn it on in the Security tab.'
      : '';
  return { exitCode: 0, output: `${who} is now ${wanted}; it was ${user.role}.${hint}` };
}

/** The administrator's commands; `npm run admin` prints the result. */
/** `set-plan <login> billing`: the operator's grant ends, the subscription decides again. */
async function releaseToBilling(login: string, deps: { db: Db; clock: Clock }) {
  const user = await findUserByLogin(deps.db, normalizeIdentifier(login));
  if (!user) {
    return { exitCode: 1, output: `No account with the username or email "${login}".` };
  }
  const terms = await releaseManualPlan(deps.db, user.id, deps.clock.now());
  await recordAudit(deps.db, cliAudit(deps, 'user.plan', user.id, 'set-plan billing'));
  return {
    exitCode: 0,
    output: `${user.username} <${user.email}> is now on ${planName(terms.plan)}, as its subscriptions give it.`,
  };
}

export async function runAdminCommand(
  args: string[],
  deps: {
    db: Db;
    clock: Clock;
    dataDir?: string;
    signingKeysFromEnvironment?: string;
    packages?: Omit<PackagesCommandDeps, 'db'>;
  },
): Promise<CommandResult> {
  const [command, ...rest] = args;
  if (!command || command === 'help' || command === '--help') {
    return { exitCode: command ? 0 : 2, output: adminUsage };
  }
  if (command === 'keys' && deps.dataDir) {
    return runKeysCommand(rest, {
      dataDir: deps.dataDir,
      signingKeysFromEnvironment: deps.signingKeysFromEnvironment,
      clock: deps.clock,
    });
  }
  if (command === 'packages' && deps.packages) {
    return runPackagesCommand(rest, { db: deps.db, ...deps.packages });
  }
  if (command === 'role') return changeRole(rest, deps);
  if (command === 'org-seats') return orgSeatsCommand(rest, deps);
  if (command !== 'set-plan') {
    return { exitCode: 2, output: `Unknown command "${command}".\n\n${adminUsage}` };
  }
  const [login, plan] = rest;
  if (!login || !plan || rest.length > 2) {
    return { exitCode: 2, output: `set-plan needs an account and a plan.\n\n${adminUsage}` };
  }
  if (plan.toLowerCase() === 'billing') return releaseToBilling(login, deps);
  const target = planNamed(plan);
  if (!target) {
    return {
      exitCode: 2,
      output: `Unknown plan "${plan}": use lite, pro or enterprise.`,
    };
  }
  const user = await findUserByLogin(deps.db, normalizeIdentifier(login));
  if (!user) {
    return { exitCode: 1, output: `No account with the username or email "${login}".` };
  }
  if (user.plan === target && user.plan_source === 'manual') {
    return {
      exitCode: 0,
      output: `${user.username} <${user.email}> is already on ${planName(target)}; nothing changed.`,
    };
  }
  await deps.db.transaction().execute(async (trx) => {
    await setUserPlan(trx, user.id, target, deps.clock.now());
    await recordAudit(trx, cliAudit(deps, 'user.plan', user.id, `set-plan ${target}`));
  });
  if (user.plan === target) {
    return {
      exitCode: 0,
      output: `${user.username} <${user.email}> stays on ${planName(target)}, now as a manual grant.`,
    };
  }
  return {
    exitCode: 0,
    output: `${user.username} <${user.email}> is now on ${planName(target)}; it was on ${planName(user.plan)}.`,
  };
}
