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
