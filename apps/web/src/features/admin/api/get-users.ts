import { adminUserDetailSchema, adminUserListSchema } from '@sinyal/contracts/admin';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { adminKeys } from './admin-keys';
import { useAdminQuery, withQuery } from './admin-query';

/** GET /api/admin/users?q=&page=: accounts by e-mail, username, id or Paddle customer id. */
export function useAdminUsers(q: string, page: number) {
  return useAdminQuery(
    (token) => adminKeys.users(token, q, page),
    withQuery(apiPaths.adminUsers, { q, page }),
    adminUserListSchema,
  );
}

/** GET /api/admin/users/{id}: one account's whole picture. */
export function useAdminUser(id: number) {
  return useAdminQuery(
    (token) => adminKeys.user(token, id),
    apiPaths.adminUser(id),
    adminUserDetailSchema,
  );
}
