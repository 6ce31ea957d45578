import { expect } from 'vitest';
import type { Answer } from './test-app';

/** An error answer as the client reads it: this status and this `code` in the body. */
export function expectProblem(answer: Answer<unknown>, status: number, code: string) {
  expect(answer.body, `answer ${answer.status}`).toMatchObject({ code });
  expect(answer.status).toBe(status);
}

/** A 400 that names exactly these fields, each with its code (what a form marks per field). */
export function expectFieldCodes(answer: Answer<unknown>, fieldCodes: Record<string, string>) {
  expect((answer.body as { field_codes?: unknown }).field_codes).toEqual(fieldCodes);
  expect(answer.status).toBe(400);
}

/** A 200 that signs in: a bearer token living this many seconds (12 hours unless remembered). */
export function expectSignedIn(answer: Answer<unknown>, expiresIn = 12 * 60 * 60) {
  expect(answer.body).toEqual({
    access_token: expect.stringMatching(/^[\w-]{43}$/),
    token_type: 'Bearer',
    expires_in: expiresIn,
  });
  expect(answer.status).toBe(200);
}
