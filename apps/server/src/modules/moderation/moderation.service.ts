import type {
  AdminExtension,
  Report,
  ReportList,
  ReportRequest,
  ResolveReport,
  RestoreRequest,
  TakedownRequest,
} from '@sinyal/contracts/moderation';
import type { ReviewReportRequest } from '@sinyal/contracts/reviews';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/audit.service';
import { authorKey } from '../registry/lookalike';
import { createRegistryService } from '../registry/registry.service';
import { hideReview, visibleReviewOr404 } from '../reviews/reviews.service';
import { revokeAccountApiTokens } from '../tokens/tokens.service';
import {
  findExtensionForModeration,
  findPublisherByKey,
  findReport,
  findVersionForModeration,
  insertReport,
  listExtensionsForAdmin,
  listReports,
  resolveReports,
  setExtensionTakedown,
  setPublisherVerified,
  setVersionRevoked,
} from './moderation.repository';

/** Who acts in the console, and from where: what each audit row records. */
export interface AdminActor {
  id: number;
  ip: string;
}

/** The audit actions whose rows change the revocation list (its `iat` never goes back past them). */
export const revocationActions = ['extension.takedown', 'extension.restore'] as const;

const extensionParams = (id: string) => ({ params: { extension_id: id } });
const page = (query: { page: number; page_size: number }) => ({
  limit: query.page_size,
  offset: (query.page - 1) * query.page_size,
});

export function createModerationService(ctx: AppContext) {
  const { db, clock } = ctx;
  const registry = createRegistryService(ctx);

  async function extensionOr404(reader: Db, id: string) {
    const row = await findExtensionForModeration(reader, id);
    if (!row) throw AppError.of('extension_not_found', 404, extensionParams(id));
    return row;
  }

  async function versionOr404(reader: Db, id: string, version: string) {
    const row = await findVersionForModeration(reader, id, version);
    if (!row) {
      throw AppError.of('version_not_found', 404, { params: { extension_id: id, version } });
    }
    return row;
  }

  /**
   * Takes down a version or (without one) the whole extension, inside the caller's transaction;
   * with `revokeTokens`, the owner's API tokens go too, so a stolen token cannot publish again.
   */
  async function takeDown(
    trx: Db,
    actor: AdminActor,
    id: string,
    request: { version?: string | undefined; reason: string; revoke_tokens?: boolean | undefined },
    // A report's takedown of what is already down just resolves the report.
    ifNotDown = false,
  ) {
    const extension = await extensionOr404(trx, id);
    const at = clock.now();
    if (extension.taken_down_at !== null) {
      if (ifNotDown) return;
      throw AppError.of('already_taken_down', 409);
    }
    if (request.version === undefined) {
      await setExtensionTakedown(trx, id, {
        taken_down_at: at.toISOString(),
        takedown_reason: request.reason,
      });
    } else {
      const version = await versionOr404(trx, id, request.version);
      if (version.revoked_at !== null) {
        if (ifNotDown) return;
        throw AppError.of('already_taken_down', 409);
      }
      await setVersionRevoked(trx, id, request.version, {
        revoked_at: at.toISOString(),
        revoke_reason: request.reason,
      });
    }
    await recordAudit(trx, {
      at,
      actorId: actor.id,
      action: 'extension.takedown',
      targetType: 'extension',
      targetId: request.version === undefined ? id : `${id}@${request.version}`,
      reason: request.reason,
      ip: actor.ip,
    });
    if (request.revoke_tokens && extension.owner_user_id !== null) {
      await revokeAccountApiTokens(trx, extension.owner_user_id, at);
      await recordAudit(trx, {
        at,
        actorId: actor.id,
        action: 'user.tokens_revoke',
        targetType: 'user',
        targetId: extension.owner_user_id,
        reason: request.reason,
        ip: actor.ip,
      });
    }
  }

  // Outside the transaction: SQLite has one connection, which the transaction holds.
  const refreshCard = async (id: string, version: string | undefined) => {
    if (version !== undefined) await registry.refreshLatest(id);
  };

  return {
    /** A user's report; an extension already taken down is not found, as on its page. */
    async report(reporterId: number, id: string, request: ReportRequest) {
      const extension = await extensionOr404(db, id);
      if (extension.taken_down_at !== null) {
        throw AppError.of('extension_not_found', 404, extensionParams(id));
      }
      const reportId = await insertReport(db, {
        extension_id: id,
        reporter_id: reporterId,
        reason: request.reason,
        detail: request.detail,
        created_at: clock.now().toISOString(),
      });
      return { id: reportId };
    },

    /** A user's report about a visible review; it joins the same queue as extensions' reports. */
    async reportReview(
      reporterId: number,
      id: string,
      reviewId: number,
      request: ReviewReportRequest,
    ) {
      await visibleReviewOr404(db, id, reviewId);
      const reportId = await insertReport(db, {
        extension_id: id,
        reporter_id: reporterId,
        reason: request.reason,
        detail: request.detail ?? '',
        created_at: clock.now().toISOString(),
        review_id: reviewId,
      });
      return { id: reportId };
    },

    async reports(query: {
      status: 'open' | 'resolved';
      page: number;
      page_size: number;
    }): Promise<ReportList> {
      const { rows, total } = await listReports(db, { status: query.status, ...page(query) });
      const items: Report[] = rows.map((row) => ({
        id: Number(row.id),
        extension_id: row.extension_id,
        extension_name: row.extension_name,
        reporter: row.reporter,
        reason: row.reason,
        review:
          row.review_id === null || row.review_text === null
            ? null
            : {
                id: Number(row.review_id),
                rating: Number(row.review_rating),
                text: row.review_text,
                author: row.review_author,
                hidden: row.review_hidden_at !== null,
              },
        detail: row.detail,
        status: row.status,
        created_at: row.created_at,
        resolved_at: row.resolved_at,
        resolution: row.resolution,
        note: row.note,
      }));
      return { items, total, page: query.page, page_size: query.page_size };
    },

    /**
     * Resolves a report. A takedown (the whole extension unless `version`, the note its reason)
     * also resolves the extension's other open reports when it covers the whole extension: they
     * are about something that is gone. A version's takedown leaves them open.
     */
    async resolve(actor: AdminActor, reportId: number, request: ResolveReport) {
      const report = await findReport(db, reportId);
      if (!report) throw AppError.of('report_not_found', 404);
      if (report.status !== 'open') throw AppError.of('report_already_resolved', 409);
      const reviewId = report.review_id;
      // A review's report is about that review: its takedown hides the review alone.
      const whole =
        reviewId === null && request.action === 'takedown' && request.version === undefined;
      await db.transaction().execute(async (trx) => {
        const resolved = await resolveReports(trx, {
          id: reportId,
          ...(whole ? { alsoOpenOf: report.extension_id } : {}),
          resolved_at: clock.now().toISOString(),
          resolved_by: actor.id,
          resolution: request.action,
          note: request.note,
        });
        if (resolved === 0) throw AppError.of('report_already_resolved', 409);
        await recordAudit(trx, {
          at: clock.now(),
          actorId: actor.id,
          action: `report.${request.action}`,
          targetType: 'report',
          targetId: reportId,
          reason: request.note,
          ip: actor.ip,
        });
        if (request.action === 'takedown' && reviewId !== null) {
          await hideReview(trx, reviewId, request.note, clock.now());
          await recordAudit(trx, {
            at: clock.now(),
            actorId: actor.id,
            action: 'review.takedown',
            targetType: 'review',
            targetId: reviewId,
            reason: request.note,
            ip: actor.ip,
          });
        } else if (request.action === 'takedown') {
          await takeDown(
            trx,
            actor,
            report.extension_id,
            {
              version: request.version,
              reason: request.note,
              revoke_tokens: request.revoke_tokens,
            },
            true,
          );
        }
      });
      if (request.action === 'takedown' && reviewId === null) {
        await refreshCard(report.extension_id, request.version);
      }
      return { review: reviewId !== null };
    },

    async takeDown(actor: AdminActor, id: string, request: TakedownRequest) {
      await db.transaction().execute((trx) => takeDown(trx, actor, id, request));
      await refreshCard(id, request.version);
    },

    async restore(actor: AdminActor, id: string, request: RestoreRequest) {
      await db.transaction().execute(async (trx) => {
        const extension = await extensionOr404(trx, id);
        if (request.version === undefined) {
          if (extension.taken_down_at === null) throw AppError.of('not_taken_down', 409);
          await setExtensionTakedown(trx, id, { taken_down_at: null, takedown_reason: null });
        } else {
          const version = await versionOr404(trx, id, request.version);
          if (version.revoked_at === null) throw AppError.of('not_taken_down', 409);
          await setVersionRevoked(trx, id, request.version, {
            revoked_at: null,
            revoke_reason: null,
          });
        }
        await recordAudit(trx, {
          at: clock.now(),
          actorId: actor.id,
          action: 'extension.restore',
          targetType: 'extension',
          targetId: request.version === undefined ? id : `${id}@${request.version}`,
          reason: request.reason,
          ip: actor.ip,
        });
      });
      await refreshCard(id, request.version);
    },

    async extensions(query: {
      q?: string | undefined;
      page: number;
      page_size: number;
    }): Promise<{ items: AdminExtension[]; total: number; page: number; page_size: number }> {
      const text = query.q?.toLowerCase();
      const { rows, total, revoked } = await listExtensionsForAdmin(db, {
        ...(text ? { text } : {}),
        ...page(query),
      });
      const items = rows.map((row) => ({
        id: row.id,
        name: row.name,
        author: row.author,
        owner: row.owner,
        latest_version: row.latest_version,
        publisher_verified: row.verified_at !== null && row.verified_at !== undefined,
        taken_down:
          row.taken_down_at === null
            ? null
            : { at: row.taken_down_at, reason: row.takedown_reason ?? '' },
        revoked_versions: revoked
          .filter((version) => version.extension_id === row.id)
          .map((version) => ({
            version: version.version,
            at: version.revoked_at ?? '',
            reason: version.revoke_reason ?? '',
          })),
        open_reports: Number(row.open_reports ?? 0),
      }));
      return { items, total, page: query.page, page_size: query.page_size };
    },

    /** Grants (true) or removes (false) the "Verified" badge of a publisher name. */
    async setVerified(actor: AdminActor, name: string, verified: boolean) {
      const key = authorKey(name);
      const publisher = await findPublisherByKey(db, key);
      if (!publisher)
        throw AppError.of('publisher_not_found', 404, { params: { publisher: name } });
      const at = clock.now();
      await db.transaction().execute(async (trx) => {
        await setPublisherVerified(trx, key, verified ? at.toISOString() : null);
        await recordAudit(trx, {
          at,
          actorId: actor.id,
          action: verified ? 'publisher.verify' : 'publisher.unverify',
          targetType: 'publisher',
          targetId: publisher.author,
          reason: null,
          ip: actor.ip,
        });
      });
    },
  };
}
