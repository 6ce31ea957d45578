import type { z } from 'zod';
import { ApiError, genericMessages } from '../../../lib/api-client';

/** Checks an answer against its contract, so a screen never renders something it cannot trust. */
export function parseAnswer<S extends z.ZodType>(schema: S, answer: unknown): z.output<S> {
  const parsed = schema.safeParse(answer);
  if (!parsed.success) {
    throw new ApiError({
      status: 200,
      code: 'invalid_response',
      detail: genericMessages.unreadable,
    });
  }
  return parsed.data;
}
