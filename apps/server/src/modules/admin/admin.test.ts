import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, test } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { runAdminCommand } from './admin.service';

const t = useTestApp();

const run = (...args: string[]) => runAdminCommand(args, { db: t.db, clock: t.clock });

describe('admin set-plan', () => {
  test('puts an account on a plan by username or e-mail; the old names premium and free still name Pro and Lite, and the answer names only Lite, Pro and Enterprise', async () => {
    const user = await t.registerVerified();
    const toPremium = await run('set-plan', user.username, 'premium');
    expect(toPremium).toEqual({
      exitCode: 0,
      output: `${user.username} <${user.email}> is now on Pro; it was on Lite.`,
    });
    const again = await run('set-plan', user.email, 'pro');
    expect(again.output).toContain('is already on Pro; nothing changed');
    const toEnterprise = await run('set-plan', user.email, 'Enterprise');
    expect(toEnterprise.output).toContain('is now on Enterprise; it was on Pro');
    const session = await t.login(user.username);
    expect((await t.get('/api/premium', session)).body).toEqual({
      is_premium: true,
      plan: 'enterprise',
      plan_via: null,
    });
    const toFree = await run('set-plan', user.email, 'free');
    expect(toFree.output).toContain('is now on Lite; it was on Enterprise');
    expect((await t.get('/api/premium', session)).body).toEqual({
      is_premium: false,
      plan: 'lite',
      plan_via: null,
    });
  });

  test('an unknown account or plan fails with a clear message and a non-zero code', async () => {
    const user = await t.registerVerified();
    expect(await run('set-plan', 'nobody@example.com', 'premium')).toEqual({
      exitCode: 1,
      output: 'No account with the username or email "nobody@example.com".',
    });
    expect(await run('set-plan', user.username, 'gold')).toEqual({
      exitCode: 2,
      output: 'Unknown plan "gold": use lite, pro or enterprise.',
    });
    expect((await run('set-plan')).exitCode).toBe(2);
    expect((await run('delete-everything')).exitCode).toBe(2);
  });

  test('npm run admin works on the configured database and exits non-zero on error', async () => {
    const user = await t.registerVerified();
    const script = path.resolve(
      path.dirname(fileURLToPath(import.meta.url)),
      '../../../scripts/admin.ts',
    );
    const exec = promisify(execFile);
    const env = {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: t.dataDir,
      DATABASE_URL: t.config.databaseUrl ?? '',
      DATABASE_SCHEMA: t.config.databaseSchema ?? '',
    };
    const ok = await exec(
      process.execPath,
      ['--import', 'tsx', script, 'set-plan', user.username, 'premium'],
      {
        env,
      },
    );
    expect(ok.stdout).toContain('is now on Pro');
    const row = await t.db
      .selectFrom('users')
      .select('plan')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.plan).toBe('pro');

    const failed = await exec(
      process.execPath,
      ['--import', 'tsx', script, 'set-plan', 'ghost', 'premium'],
      {
        env,
      },
    ).catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 1 });
    expect((failed as { stderr: string }).stderr).toContain(
      'No account with the username or email "ghost"',
    );
  });
});
