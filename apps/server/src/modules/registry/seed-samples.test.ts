import { describe, expect, test } from 'vitest';
import { sampleExtensions } from '@sinyal/contracts/extension-catalog';
import { useTestApp } from '../../test/use-test-app';
import { seedDatabase } from './seed-samples';

const t = useTestApp();

describe('seeding the samples', () => {
  test('a new server starts with the two samples in its catalogue', async () => {
    const answer = await t.get('/api/extensions');
    expect(answer.body.items.map((item: { id: string }) => item.id)).toEqual([
      'csv-recorder',
      'spectrum-analyzer',
    ]);
  });

  test("the sources and the site's built-in catalogue say the same", async () => {
    for (const sample of sampleExtensions) {
      const detail = (await t.get(`/api/extensions/${sample.id}`)).body;
      expect(detail).toMatchObject({ ...sample, downloads: expect.any(Number) });
    }
  });

  test('is idempotent and never overwrites a row that exists', async () => {
    await t.db
      .updateTable('extensions')
      .set({ name: 'CSV Recorder (renamed)' })
      .where('id', '=', 'csv-recorder')
      .execute();

    expect(await seedDatabase(t.app.sinyal)).toEqual({ sampleExtensions: 0 });
    expect(await seedDatabase(t.app.sinyal)).toEqual({ sampleExtensions: 0 });

    const rows = await t.db.selectFrom('extensions').select(['id', 'name']).orderBy('id').execute();
    expect(rows.filter((row) => row.id === 'csv-recorder')).toEqual([
      { id: 'csv-recorder', name: 'CSV Recorder (renamed)' },
    ]);
    const versions = await t.db
      .selectFrom('extension_versions')
      .select(['extension_id', 'version'])
      .where('extension_id', 'in', ['csv-recorder', 'spectrum-analyzer'])
      .execute();
    expect(versions).toHaveLength(2);
  });

  test('the samples are real packages built from their sources, downloadable and signed', async () => {
    for (const id of ['csv-recorder', 'spectrum-analyzer']) {
      const [latest] = (await t.get(`/api/extensions/${id}/versions`)).body;
      expect(latest).toMatchObject({ yanked: false, engines: { sinyal: '>=1.0.0 <2.0.0' } });
      const download = await t.request({
        method: 'GET',
        url: `/api/extensions/${id}/versions/${latest.version}/package`,
      });
      expect(download.status).toBe(200);
      expect(download.headers.etag).toBe(`"${latest.sha256}"`);
      const signature = await t.get(`/api/extensions/${id}/versions/${latest.version}/signature`);
      const { payload } = await t.app.sinyal.signingKeys.verify(signature.body);
      expect(payload).toMatchObject({ id, version: latest.version, sha256: latest.sha256 });
    }
  });

  test('a sample listed before packages existed gets its package at the next start', async () => {
    await t.db
      .updateTable('extension_versions')
      .set({ sha256: null, size: null, signature: null, engines_sinyal: null })
      .where('extension_id', '=', 'csv-recorder')
      .execute();
    expect((await t.get('/api/extensions/csv-recorder/versions')).body).toEqual([]);
    expect(await seedDatabase(t.app.sinyal)).toEqual({ sampleExtensions: 1 });
    expect((await t.get('/api/extensions/csv-recorder/versions')).body).toHaveLength(1);
    expect(await seedDatabase(t.app.sinyal)).toEqual({ sampleExtensions: 0 });
  });

  test('adds a sample that is missing', async () => {
    await t.db.deleteFrom('extensions').where('id', '=', 'spectrum-analyzer').execute();
    expect((await t.get('/api/extensions')).body.total).toBe(1);

    expect(await seedDatabase(t.app.sinyal)).toEqual({ sampleExtensions: 1 });
    expect((await t.get('/api/extensions')).body.total).toBe(2);
    expect((await t.get('/api/extensions/spectrum-analyzer')).status).toBe(200);
  });
});
