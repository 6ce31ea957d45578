import { auditListSchema } from '@sinyal/contracts/admin';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { adminKeys } from './admin-keys';
import { useAdminQuery, withQuery } from './admin-query';

export interface AuditFilters {
  actor: string;
  target: string;
  action: string;
}

/** GET /api/admin/audit?actor=&target=&action=: the append-only log, newest first. */
export function useAuditLog(filters: AuditFilters, page: number) {
  return useAdminQuery(
    (token) => adminKeys.audit(token, { ...filters }, page),
    withQuery(apiPaths.adminAudit, { ...filters, page }),
    auditListSchema,
  );
}
