import {
  statsDays,
  type ExtensionStats,
  type PublisherExtension,
} from '@sinyal/contracts/publisher';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors';
import { ratingOf } from '../reviews/reviews.service';
import {
  downloadsPerDay,
  findOwner,
  listOwnedExtensions,
  listVersionsOf,
} from './publisher.repository';

const dayMs = 24 * 60 * 60 * 1000;
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The publisher's figures: the dashboard's Extensions tab (docs/architecture.md §19). */
export function createPublisherService(ctx: AppContext) {
  const { db, clock } = ctx;

  return {
    /** Downloads per UTC day for the last 90 days, today last; a day without any is a 0. */
    async stats(userId: number, id: string): Promise<ExtensionStats> {
      const extension = await findOwner(db, id);
      if (!extension) {
        throw AppError.of('extension_not_found', 404, { params: { extension_id: id } });
      }
      if (extension.owner_user_id !== userId) throw AppError.of('stats_owner_only', 403);
      const today = clock.now().getTime();
      const dates = Array.from({ length: statsDays }, (_, index) =>
        dayOf(new Date(today - (statsDays - 1 - index) * dayMs)),
      );
      const counted = new Map(
        (await downloadsPerDay(db, id, dates[0] ?? dayOf(new Date(today)))).map((row) => [
          row.day,
          row.downloads,
        ]),
      );
      return { days: dates.map((date) => ({ date, downloads: counted.get(date) ?? 0 })) };
    },

    async extensions(userId: number): Promise<PublisherExtension[]> {
      const rows = await listOwnedExtensions(db, userId);
      const versions = await listVersionsOf(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        latest_version: row.latest_version,
        downloads: Number(row.downloads),
        rating: ratingOf(row),
        deprecated:
          row.deprecated_at === null
            ? null
            : {
                reason: row.deprecated_reason ?? '',
                replacement_id: row.replacement_id,
                deprecated_at: row.deprecated_at,
              },
        taken_down: row.taken_down_at !== null,
        open_reports: Number(row.open_reports ?? 0),
        versions: versions
          .filter((version) => version.extension_id === row.id)
          // Each version published is higher than the last: the newest publish is the newest.
          .sort((a, b) => b.published_at.localeCompare(a.published_at))
          .map((version) => ({
            version: version.version,
            published_at: version.published_at,
            downloads: Number(version.downloads),
            yanked: version.yanked_at !== null,
            yank_reason: version.yank_reason,
            taken_down: version.revoked_at !== null,
          })),
      }));
    },
  };
}
