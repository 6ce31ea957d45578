import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { fieldsSayItAll, showServerFieldErrors } from './form-errors';

type Answer = { answer: string; other: string };

const refusal = (init: Partial<ConstructorParameters<typeof ApiError>[0]>) =>
  new ApiError({ status: 400, code: 'invalid_input', detail: 'x', fromServer: true, ...init });

describe('showServerFieldErrors', () => {
  it("puts each field's code under it, in the form's order, and says which it marked", () => {
    const setError = vi.fn();
    const error = refusal({ fieldCodes: { other: 'too_long', answer: 'required' } });
    expect(showServerFieldErrors<Answer>(error, ['answer', 'other'], setError)).toEqual([
      'answer',
      'other',
    ]);
    expect(setError.mock.calls).toEqual([
      ['answer', { type: 'server', message: 'required' }],
      ['other', { type: 'server', message: 'too_long' }],
    ]);
  });

  it('reads a field the server names differently under its own name', () => {
    const setError = vi.fn();
    const error = refusal({ code: 'code_wrong', fieldCodes: { recovery_code: 'code_wrong' } });
    const serverNames = { answer: ['code', 'recovery_code'] };
    expect(showServerFieldErrors<Answer>(error, ['answer'], setError, serverNames)).toEqual([
      'answer',
    ]);
    expect(setError).toHaveBeenCalledWith('answer', { type: 'server', message: 'code_wrong' });
    expect(fieldsSayItAll<Answer>(error, ['answer'], serverNames)).toBe(true);
  });

  it('marks a field with only an English message as invalid, and ignores other failures', () => {
    const setError = vi.fn();
    expect(
      showServerFieldErrors<Answer>(refusal({ fields: { answer: 'Bad' } }), ['answer'], setError),
    ).toEqual(['answer']);
    expect(setError).toHaveBeenCalledWith('answer', { type: 'server', message: 'invalid' });
    expect(showServerFieldErrors<Answer>(new Error('offline'), ['answer'], setError)).toEqual([]);
  });
});

describe('fieldsSayItAll', () => {
  it('is true for a 400 about the fields, or an answer whose message sits under one', () => {
    expect(
      fieldsSayItAll<Answer>(refusal({ fieldCodes: { answer: 'required' } }), ['answer']),
    ).toBe(true);
    const taken = refusal({
      status: 409,
      code: 'email_taken',
      fieldCodes: { answer: 'email_taken' },
    });
    expect(fieldsSayItAll<Answer>(taken, ['answer'])).toBe(true);
  });

  it('is false when the answer says more than its fields, or names none of them', () => {
    const more = refusal({ status: 409, code: 'locked', fieldCodes: { answer: 'required' } });
    expect(fieldsSayItAll<Answer>(more, ['answer'])).toBe(false);
    expect(fieldsSayItAll<Answer>(refusal({ fieldCodes: { token: 'x' } }), ['answer'])).toBe(false);
    expect(fieldsSayItAll<Answer>(new Error('offline'), ['answer'])).toBe(false);
  });
});
