import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sessionUserSchema } from '@sinyal/contracts/auth';
import { responseSerializerCompiler } from './response-serializer';

const user = {
  id: 7,
  username: 'ada',
  email: 'ada@example.com',
  full_name: 'Ada Lovelace',
  company: '',
  sector: 'research',
  country: 'turkey',
  is_premium: false,
  plan: 'lite',
  email_verified: true,
  created_at: '2026-11-24T06:00:00.000Z',
};

const writer = (schema: z.ZodType, production: boolean) =>
  responseSerializerCompiler(!production)({
    schema,
    method: 'POST',
    url: '/api/auth/validate',
    httpStatus: '200',
  });

describe('responseSerializerCompiler', () => {
  it('writes the declared fields only: a column read by accident stays out of the answer', () => {
    const text = writer(sessionUserSchema, true)({ ...user, password_hash: '$argon2id$secret' });
    expect(text).not.toContain('password_hash');
    expect(JSON.parse(text)).toEqual(user);
  });

  it('outside production, writes exactly what zod would', () => {
    expect(writer(sessionUserSchema, false)(user)).toBe(JSON.stringify(user));
  });

  it('outside production, an answer the contract refuses fails instead of being bent to fit', () => {
    // fast-json-stringify alone would write the null as "".
    expect(writer(sessionUserSchema, true)({ ...user, email: null })).toContain('"email":""');
    expect(() => writer(sessionUserSchema, false)({ ...user, email: null })).toThrow();
  });

  it('a schema JSON Schema cannot express is written by zod', () => {
    const dated = z.object({ at: z.date() });
    expect(() => z.toJSONSchema(dated)).toThrow();
    const at = new Date('2026-11-24T06:00:00.000Z');
    expect(writer(dated, true)({ at, extra: 1 })).toBe('{"at":"2026-11-24T06:00:00.000Z"}');
  });
});
