import { messageResponseSchema } from '@sinyal/contracts/auth';

/** The `{detail}` sentence a successful account call answers with; our own fallback if it is missing. */
export function detailOf(answer: unknown, fallback: string): string {
  const parsed = messageResponseSchema.safeParse(answer);
  return parsed.success ? parsed.data.detail : fallback;
}
