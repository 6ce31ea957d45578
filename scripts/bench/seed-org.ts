// Fills an organization of DATA_DIR (or DATABASE_URL) with N members for the organizations
// benchmark: accounts, memberships and a session each; prints the members' ids and session tokens
// as JSON on stdout. Usage: seed-org.ts <slug> <count>
import { loadConfig } from '../../apps/server/src/config';
import { migrateToLatest, openDatabase } from '../../apps/server/src/db/database';
import { issueToken } from '../../apps/server/src/security/tokens';

const [slug = 'bench-org', countText = '10000'] = process.argv.slice(2);
const count = Number(countText);

const config = loadConfig();
const db = await openDatabase(config);
await migrateToLatest(db, config.databaseSchema);
const org = await db
  .selectFrom('organizations')
  .select('id')
  .where('slug', '=', slug)
  .executeTakeFirstOrThrow();
const now = new Date().toISOString();
const expires = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
const members: { id: number; token: string }[] = [];
// Rows in batches inside transactions: single inserts would time the disk, not the lookups.
for (let start = 0; start < count; start += 500) {
  await db.transaction().execute(async (trx) => {
    for (let index = start; index < Math.min(count, start + 500); index++) {
      const name = `member${index}`;
      const user = await trx
        .insertInto('users')
        .values({
          username: name,
          username_normalized: name,
          email: `${name}@bench.example`,
          email_normalized: `${name}@bench.example`,
          // Nobody signs in with a password here: the sessions below are made directly.
          password_hash: 'bench',
          full_name: `Member ${index}`,
          company: 'Bench',
          sector: 'engineering',
          country: 'turkey',
          newsletter: 0,
          plan: 'lite',
          plan_paid_until: null,
          language: 'en',
          email_verified_at: now,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('org_members')
        .values({ org_id: org.id, user_id: user.id, role: 'member', joined_at: now })
        .execute();
      const { token, hash } = issueToken();
      await trx
        .insertInto('sessions')
        .values({
          token_hash: hash,
          user_id: user.id,
          kind: 'session',
          created_at: now,
          expires_at: expires,
          revoked_at: null,
          last_used_at: now,
          ip: null,
          user_agent: null,
          name: null,
          scopes: null,
        })
        .execute();
      members.push({ id: user.id, token });
    }
  });
}
await db.destroy();
process.stdout.write(JSON.stringify(members));
