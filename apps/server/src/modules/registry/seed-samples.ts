import fs from 'node:fs/promises';
import path from 'node:path';
import { sampleExtensions } from '@sinyal/contracts/extension-catalog';
import type { AppContext } from '../../app-context';
import { packFolder } from '@sinyal/ext/package/pack-folder';
import { createRegistryService } from './registry.service';

export interface SeedReport {
  /** How many of the built-in sample extensions were published (or given their package). */
  sampleExtensions: number;
}

/** The folders of the built-in samples' sources (apps/server/sample-extensions/<id>). */
export async function sampleFolders(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(dir, entry.name))
    .sort();
}

/**
 * What every installation starts with, added by buildApp after the migrations: the two sample
 * extensions, packed from their sources in the repository and published by the registry itself
 * (nobody owns them). Safe at every start: a sample already published is never touched, so an
 * operator's edits stay; a sample listed before packages existed gets its package.
 */
export async function seedDatabase(ctx: AppContext): Promise<SeedReport> {
  const registry = createRegistryService(ctx);
  let published = 0;
  for (const folder of await sampleFolders(ctx.config.sampleExtensionsDir)) {
    const { bytes, contents } = await packFolder(folder);
    // Published on the date the site's built-in catalogue shows, so both say the same.
    const listed = sampleExtensions.find((sample) => sample.id === contents.manifest.id);
    const publishedAt = listed ? new Date(`${listed.last_updated}T00:00:00.000Z`) : ctx.clock.now();
    if (await registry.publishSample(bytes, publishedAt)) published++;
  }
  return { sampleExtensions: published };
}
