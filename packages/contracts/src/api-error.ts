import { z } from 'zod';

/** Every failed API answer (DESIGN §3): a machine code, a sentence to show, per-field messages on 400. */
export const apiErrorSchema = z.object({
  code: z.string(),
  detail: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** The 429 sentence; `seconds` comes from the Retry-After header the server sends with it. */
export function rateLimitedMessage(seconds: number): string {
  return `Too many attempts. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
}
