import net, { type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, expect, test } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestStorage, registrationForm } from '../test/test-app';

/**
 * A mail queued while SMTP is down arrives once it is back, even though the instance that queued
 * it has been closed and another built on the same database (docs/architecture.md §12). The SMTP
 * server is a local one (smtp-server) on 127.0.0.1, first only a port that hangs up on every
 * connection; the app runs with the system clock, and retries quickly through its settings.
 */

// Both instances of the test run on this one database.
const storage = await createTestStorage('sinyal-mail-outage-');

afterAll(async () => {
  await storage.drop();
});

function configFor(port: number) {
  return loadConfig({
    ...storage.env,
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    JOB_POLL_INTERVAL_MS: '50',
    JOB_RETRY_BASE_MS: '100',
  });
}

/** Waits for `check` to hold, looking every 25 ms, for at most `ms`. */
async function eventually<T>(check: () => Promise<T | undefined>, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const listen = (server: net.Server, port = 0) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });

test('a mail queued while SMTP is down is delivered when it returns, after a restart', async () => {
  // SMTP down: the port answers and hangs up at once.
  const hangUp = net.createServer((socket) => socket.destroy());
  const port = await listen(hangUp);

  let app: FastifyInstance | undefined = await buildApp(configFor(port));
  let smtp: SMTPServer | undefined;
  try {
    const form = registrationForm();
    const email = form.email;
    const registered = await app.inject({ method: 'POST', url: '/api/register', payload: form });
    expect(registered.statusCode).toBe(201);
    await app.sinyal.background.settled();

    // The worker has tried, failed, and keeps the mail queued for a later try.
    const db = app.sinyal.db;
    const failedTry = await eventually(
      async () =>
        db
          .selectFrom('jobs')
          .selectAll()
          .where('kind', '=', 'mail')
          .where('attempts', '>=', 2)
          .executeTakeFirst(),
      10_000,
    );
    expect(failedTry.state).not.toBe('done');
    expect(failedTry.last_error).toBeTruthy();

    // The instance stops; SMTP comes back on the same port; a new instance starts on the same data.
    await app.close();
    app = undefined;
    await new Promise<void>((resolve) => hangUp.close(() => resolve()));

    const received: { to: string[]; body: string }[] = [];
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            body: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await listen(smtp.server, port);
    const smtpBack = Date.now();

    app = await buildApp(configFor(port));
    const restarted = app;
    const mail = await eventually(async () => received[0], 15_000);
    const delay = Date.now() - smtpBack;
    expect(mail.to).toEqual([email]);
    expect(mail.body).toContain('Please confirm your email address');
    // Reported by the test run: how long after SMTP returned the mail arrived.
    console.info(
      `mail delivered ${delay} ms after SMTP returned (after ${failedTry.attempts}+ failed tries)`,
    );

    const done = await eventually(
      async () =>
        restarted.sinyal.db
          .selectFrom('jobs')
          .selectAll()
          .where('id', '=', failedTry.id)
          .where('state', '=', 'done')
          .executeTakeFirst(),
      5000,
    );
    expect(done.payload).toBe('{}');
    expect(received).toHaveLength(1);
  } finally {
    await app?.close();
    if (smtp) await new Promise<void>((resolve) => smtp!.close(() => resolve()));
    hangUp.close();
  }
}, 40_000);
