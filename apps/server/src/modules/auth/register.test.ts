import { describe, expect, test } from 'vitest';
import { fieldError, testPassword } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp();

describe('POST /api/register', () => {
  test('creates an unverified account, answers 201 and mails a 24-hour verification link', async () => {
    const form = t.registration();
    const answer = await t.post('/api/register', form);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      id: expect.any(Number),
      username: form.username,
      email: form.email,
      email_verified: false,
      detail: 'Registration successful. Please verify your email.',
    });
    const [mail] = await t.mailsTo(form.email, 'verify');
    expect(mail?.subject).toBe('Verify your email for Sinyal');
    expect(mail?.link).toMatch(/^http:\/\/sinyal\.test\/verify-email#token=[\w-]{43}$/);
    expect(mail?.text).toContain(mail?.link);
    expect(mail?.text).toContain('Hello Ada Lovelace,');
  });

  test('every broken rule is answered 400 with the form messages per field', async () => {
    const answer = await t.post('/api/register', {
      ...t.registration(),
      email: 'not-an-email',
      username: 'ab',
      password: 'short',
      confirm_password: 'other',
      sector: '',
      country: 'mars',
      agreed_to_terms: false,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('invalid_input');
    expect(answer.body.fields).toEqual({
      email: 'Invalid email format',
      username: 'Username must be at least 3 characters',
      password: 'Password must be at least 8 characters',
      confirm_password: 'Passwords do not match',
      sector: 'Sector is required',
      country: 'Country is required',
      agreed_to_terms: 'You must agree to the terms',
    });
    // The same messages by code, for clients that show them in another language.
    expect(answer.body.field_codes).toEqual({
      email: 'invalid_email',
      username: 'username_too_short',
      password: 'password_too_short',
      confirm_password: 'passwords_do_not_match',
      sector: 'sector_required',
      country: 'country_required',
      agreed_to_terms: 'terms_required',
    });
  });

  test('a missing body field and a wrong type are named per field', async () => {
    const form: Record<string, unknown> = { ...t.registration(), newsletter_subscribed: 'yes' };
    delete form.username;
    const answer = await t.post('/api/register', form);
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toMatchObject({
      username: 'This field is required',
      newsletter_subscribed: 'Must be true or false',
    });
    expect(answer.body.field_codes).toMatchObject({
      username: 'required',
      newsletter_subscribed: 'invalid',
    });
  });

  test('a password over 128 characters is refused with its message, never cut short', async () => {
    const long = `Aa1!${'x'.repeat(125)}`;
    const answer = await t.post(
      '/api/register',
      t.registration({ password: long, confirm_password: long }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ password: 'Password must be at most 128 characters' });
    expect(answer.body.field_codes).toEqual({ password: 'password_too_long' });
    expect(answer.body.detail).toBe('Password must be at most 128 characters');
  });

  test('e-mails are unique whatever their case: "Ada@Example.com" conflicts with "ada@example.com"', async () => {
    const first = await t.post('/api/register', t.registration({ email: 'ada@example.com' }));
    expect(first.status).toBe(201);
    const second = await t.post('/api/register', t.registration({ email: 'Ada@Example.com' }));
    expect(second.status).toBe(409);
    expect(second.body).toEqual(fieldError('email', 'email_taken', 'Email is already registered'));
  });

  test('e-mails are compared after NFKC normalisation and trimming (full-width letters)', async () => {
    expect(
      (await t.post('/api/register', t.registration({ email: 'grace@example.com' }))).status,
    ).toBe(201);
    // "ｇｒａｃｅ" is the full-width spelling of "grace".
    const twin = await t.post(
      '/api/register',
      t.registration({ email: ' ｇｒａｃｅ@EXAMPLE.com ' }),
    );
    expect(twin.status).toBe(409);
    expect(twin.body.code).toBe('email_taken');
  });

  test('usernames are unique whatever their case', async () => {
    expect((await t.post('/api/register', t.registration({ username: 'Hopper' }))).status).toBe(
      201,
    );
    const twin = await t.post('/api/register', t.registration({ username: 'hOPPER' }));
    expect(twin.status).toBe(409);
    expect(twin.body).toMatchObject({
      code: 'username_taken',
      fields: { username: 'Username is already taken' },
    });
  });

  test('SQL in the username is just an invalid username, and the tables are still there', async () => {
    for (const username of ["admin'--", "x' OR '1'='1", 'a; DROP TABLE users; --']) {
      const answer = await t.post('/api/register', t.registration({ username }));
      expect(answer.status).toBe(400);
      expect(answer.body.fields.username).toMatch(/only letters/);
    }
    const count = await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(Number(count?.n)).toBeGreaterThan(0);
  });

  test('the password is stored as an argon2id hash, never as typed', async () => {
    const form = t.registration();
    await t.post('/api/register', form);
    const row = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', form.username)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(testPassword);
  });

  test('the verification mail is in Turkish for a Turkish registration', async () => {
    const form = t.registration({ language: 'tr' });
    await t.post('/api/register', form);
    const [mail] = await t.mailsTo(form.email, 'verify');
    expect(mail?.subject).toBe('Sinyal için e-posta adresinizi doğrulayın');
    expect(mail?.text).toContain('Merhaba Ada Lovelace,');
  });

  test('Accept-Language picks the mail language when the form names none', async () => {
    const form = t.registration();
    await t.post('/api/register', form, undefined, {
      headers: { 'accept-language': 'tr-TR,tr;q=0.9' },
    });
    const [mail] = await t.mailsTo(form.email, 'verify');
    expect(mail?.subject).toMatch(/doğrulayın/);
  });
});
