// Fills the catalogue of DATA_DIR (or DATABASE_URL) with N generated extensions for the search benchmark.
import { loadConfig } from '../../apps/server/src/config';
import { migrateToLatest, openDatabase } from '../../apps/server/src/db/database';
import { insertExtensionIfMissing } from '../../apps/server/src/modules/extensions/extensions.repository';
import { searchTextOf } from '../../apps/server/src/modules/extensions/search-text';

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
for (let index = 0; index < count; index++) {
  const word = words[index % words.length] as string;
  const category = kinds[index % kinds.length] as (typeof kinds)[number];
  const id = `bench-${word}-${index}`;
  const name = `${word[0]?.toUpperCase()}${word.slice(1)} Tool ${index}`;
  const description = `Reads ${word} data and shows it as ${category === 'Recorder' ? 'a recording' : 'a live chart'} (${index}).`;
  const stamp = new Date(at.getTime() + index * 60_000).toISOString();
  await insertExtensionIfMissing(
    db,
    {
      id,
      name,
      description,
      description_long: null,
      author: 'Bench',
      category,
      mode: index % 3 === 0 ? 'hybrid' : 'lite',
      file_formats: JSON.stringify(['csv']),
      os: 'Windows, Linux',
      git_path: `https://github.com/sinyal-bench/${id}`,
      owner_user_id: null,
      is_premium: category === 'Visualization' ? 1 : 0,
      latest_version: '1.0.0',
      search_text: searchTextOf({ name, description, category }),
      created_at: stamp,
      updated_at: stamp,
    },
    { extension_id: id, version: '1.0.0', manifest: '{}', published_by: null, published_at: stamp },
  );
}
await db.destroy();
console.log(`Seeded ${count} extensions`);
