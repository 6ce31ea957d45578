import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

export async function insertContactMessage(
  db: Kysely<Database>,
  message: { name: string; email: string; subject: string; message: string; ip: string | null },
  now: Date,
): Promise<number> {
  const row = await db
    .insertInto('contact_messages')
    .values({ ...message, created_at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
