// Fills the catalogue of DATA_DIR (or DATABASE_URL) with N generated extensions for the search benchmark.
import { loadConfig } from '../../apps/server/src/config';
import { migrateToLatest, openDatabase } from '../../apps/server/src/db/database';
import { searchTextOf } from '../../apps/server/src/modules/registry/search-text';
import { lookalikeKey } from '../../apps/server/src/modules/registry/lookalike';

const count = Number(process.argv[2] ?? 1000);
const words = [
  'serial',
  'can',
  'bluetooth',
  'spectrum',
  'logger',
  'modbus',
  'thermal',
  'gps',
  'audio',
  'imu',
];
const kinds = ['Recorder', 'Visualization'] as const;

const config = loadConfig();
const db = await openDatabase(config);
await migrateToLatest(db, config.databaseSchema);
const at = new Date('2026-01-01T00:00:00Z');
// Rows in batches inside transactions: ten thousand single inserts would time the disk, not the search.
for (let start = 0; start < count; start += 500) {
  await db.transaction().execute(async (trx) => {
    for (let index = start; index < Math.min(count, start + 500); index++) {
      const word = words[index % words.length] as string;
      const category = kinds[index % kinds.length] as (typeof kinds)[number];
      const id = `bench-${word}-${index}`;
      const name = `${word[0]?.toUpperCase()}${word.slice(1)} Tool ${index}`;
      const description = `Reads ${word} data and shows it as ${category === 'Recorder' ? 'a recording' : 'a live chart'} (${index}).`;
      const stamp = new Date(at.getTime() + index * 60_000).toISOString();
      const mode = index % 3 === 0 ? 'pro' : 'lite';
      await trx
        .insertInto('extensions')
        .values({
          id,
          name,
          description,
          description_long: null,
          author: 'Bench',
          category,
          mode,
          file_formats: JSON.stringify(['csv']),
          os: 'Windows, Linux',
          git_path: `https://github.com/sinyal-bench/${id}`,
          owner_user_id: null,
          is_premium: mode === 'pro' ? 1 : 0,
          latest_version: '1.0.0',
          search_text: searchTextOf({ name, description, category }),
          created_at: stamp,
          updated_at: stamp,
          id_key: lookalikeKey(id),
          name_key: lookalikeKey(name),
          author_key: lookalikeKey('Bench'),
          deprecated_reason: null,
          replacement_id: null,
          deprecated_at: null,
          // Spread and repeated figures, so every catalogue order has ties to break.
          downloads: (index * 7919) % 5000,
          rating_avg: ((index * 31) % 41) / 10 + 1,
          rating_count: (index * 13) % 200,
        })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
    }
  });
}
await db.destroy();
console.log(`Seeded ${count} extensions`);
