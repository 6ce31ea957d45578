import { describe, expect, test } from 'vitest';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp({ env: { RATE_LIMIT_CONTACT_IP: '3/1h' } });

const message = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  subject: 'Enterprise licence\r\nBcc: everyone@example.com',
  message: 'We would like a white-label build for 40 engineers.',
};

describe('POST /api/contact', () => {
  test('stores the message and mails it to sales, replying to the sender', async () => {
    const answer = await t.post('/api/contact', message, undefined, {
      remoteAddress: '198.51.100.1',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      detail: 'Thank you! Your message was sent. We will answer by email.',
    });
    const rows = await t.db.selectFrom('contact_messages').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Grace Hopper', email: 'grace@example.com' });

    const [mail] = await t.mailsTo('sales@sinyal.test', 'contact');
    expect(mail?.replyTo).toBe('grace@example.com');
    // A line break in the subject cannot add a mail header.
    expect(mail?.subject).toBe('[Contact] Enterprise licence Bcc: everyone@example.com');
    expect(mail?.text).toContain('white-label build for 40 engineers');
  });

  test('each field is checked with its own message', async () => {
    const answer = await t.post(
      '/api/contact',
      { name: ' ', email: 'nope', subject: '', message: 'short' },
      undefined,
      { remoteAddress: '198.51.100.2' },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({
      name: 'Name is required',
      email: 'Invalid email format',
      subject: 'Subject is required',
      message: 'Message must be at least 10 characters',
    });
  });

  test('is rate limited per address: 429 with Retry-After', async () => {
    const from = { remoteAddress: '198.51.100.3' };
    for (let i = 0; i < 3; i++) {
      expect((await t.post('/api/contact', message, undefined, from)).status).toBe(201);
    }
    const limited = await t.post('/api/contact', message, undefined, from);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body.code).toBe('rate_limited');
    // Another address is not affected.
    expect(
      (await t.post('/api/contact', message, undefined, { remoteAddress: '198.51.100.4' })).status,
    ).toBe(201);
  });
});
