import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadConfig } from '../config';
import { useTestApp, withTestApp } from '../test/use-test-app';
import { createMailer, outboxDir } from './mailer';
import { greetingName, renderLinkMail } from './templates';

/**
 * A registrant chooses both the name and the address a verification mail
 * goes to, so the name must not carry their text into our mail; an address must be one address;
 * mailed links must not reach production logs; the data folder is readable by its owner only.
 */
const t = useTestApp();

describe('names in mails', () => {
  test('a full name with a line break is refused at registration', async () => {
    const answer = await t.post(
      '/api/register',
      t.registration({ full_name: 'Ada\n\nClaim your prize: https://example.net/win' }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({
      full_name: 'Full name must be one line without control characters',
    });
  });

  test('a name that a mail client would turn into a link is left out of the greeting', async () => {
    const form = t.registration({ full_name: 'Claim your prize at example.net today' });
    expect((await t.post('/api/register', form)).status).toBe(201);
    const [mail] = await t.mailsTo(String(form.email), 'verify');
    expect(mail?.text.split('\n')[0]).toBe(`Hello ${String(form.username)},`);
    expect(mail?.text).not.toContain('example.net');
  });

  test('a plain name is greeted as written', async () => {
    const form = t.registration({ full_name: 'J. Grace Hopper' });
    await t.post('/api/register', form);
    const [mail] = await t.mailsTo(String(form.email), 'verify');
    expect(mail?.text.split('\n')[0]).toBe('Hello J. Grace Hopper,');
  });

  test('greetingName: link-like names and usernames fall back to no name at all', () => {
    expect(greetingName('Ada Lovelace', 'ada')).toBe('Ada Lovelace');
    expect(greetingName('', 'ada')).toBe('ada');
    expect(greetingName('www.example.net', 'win.example.net')).toBeNull();
    expect(greetingName('mail me: x@example.net', 'ok')).toBe('ok');
    expect(greetingName('evil\u3002com', 'a/b')).toBeNull();
  });

  test('a profile update cannot put control characters in the name either', async () => {
    const user = await t.signedIn();
    const answer = await t.put('/api/profile', { full_name: 'Ada\r\nBcc: x' }, user.token);
    expect(answer.status).toBe(400);
    expect(answer.body.fields.full_name).toBe(
      'Full name must be one line without control characters',
    );
  });
});

describe('one plain address', () => {
  test.each([
    'x@example.com,',
    'x@example.com, y@example.com',
    'x@example.com;y@example.com',
    'Eve <x@example.com>',
  ])('%j is refused at registration and cannot shadow an account', async (email) => {
    await t
      .registerVerified({ email: 'x@example.com', username: `x${Date.now()}` })
      .catch(() => {});
    const answer = await t.post('/api/register', t.registration({ email }));
    expect(answer.status).toBe(400);
    expect(answer.body.fields.email).toBe('Invalid email format');
    expect(await t.mailsTo(email)).toEqual([]);
  });

  test('the mailer itself refuses a recipient that is not one plain address', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir });
    const mailer = createMailer(config, quietLog());
    await expect(
      mailer.send({ kind: 'verify', to: 'x@example.com,', subject: 's', text: 't' }),
    ).rejects.toThrow(/one plain address/);
  });
});

function quietLog(lines: unknown[] = []) {
  return { info: (...args: unknown[]) => lines.push(args) } as never;
}

describe('links in logs', () => {
  // A reset mail as the server writes it: the link is in its text too.
  const link = 'http://sinyal.test/reset-password#token=secret-token-value';
  const mail = {
    kind: 'reset',
    to: 'ada@example.com',
    link,
    ...renderLinkMail('reset', 'en', { name: 'Ada', link }),
  };

  test.each(['production', 'test'] as const)('%s logs no link', async (NODE_ENV) => {
    const lines: unknown[] = [];
    const mailer = createMailer(loadConfig({ NODE_ENV, DATA_DIR: t.dataDir }), quietLog(lines));
    await mailer.send(mail);
    expect(JSON.stringify(lines)).not.toContain('secret-token-value');
    expect(lines).toHaveLength(1);
  });

  test('development prints the link, so a local registration can be finished', async () => {
    const lines: unknown[] = [];
    const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: t.dataDir });
    await createMailer(config, quietLog(lines)).send(mail);
    expect(JSON.stringify(lines)).toContain('secret-token-value');
  });
});

// The embedded database's files, whatever database the rest of the suite runs on.
const onSqlite = { DATABASE_URL: '', DATABASE_SCHEMA: '' };

describe('files at rest (SQLite)', () => {
  const mode = (file: string) => fs.statSync(file).mode & 0o777;

  test('the data folder is 0700 and the database, its WAL and the outbox are 0600', async () => {
    await withTestApp({ env: onSqlite }, async (local) => {
      await local.registerVerified();
      const db = path.join(local.dataDir, 'sinyal.db');
      expect(mode(local.dataDir)).toBe(0o700);
      expect(mode(db)).toBe(0o600);
      expect(mode(`${db}-wal`)).toBe(0o600);
      expect(mode(outboxDir(local.config))).toBe(0o700);
      const mails = fs.readdirSync(outboxDir(local.config));
      expect(mails.length).toBeGreaterThan(0);
      for (const name of mails) {
        expect(mode(path.join(outboxDir(local.config), name))).toBe(0o600);
      }
    });
  });

  test('a data folder and database left world-readable are narrowed at start', async () => {
    const dir = fs.mkdtempSync(path.join(t.dataDir, 'old-'));
    fs.chmodSync(dir, 0o755);
    fs.writeFileSync(path.join(dir, 'sinyal.db'), '', { mode: 0o644 });
    fs.chmodSync(path.join(dir, 'sinyal.db'), 0o644);
    await withTestApp({ env: { ...onSqlite, DATA_DIR: dir } }, async () => {
      expect(mode(dir)).toBe(0o700);
      expect(mode(path.join(dir, 'sinyal.db'))).toBe(0o600);
    });
  });
});
