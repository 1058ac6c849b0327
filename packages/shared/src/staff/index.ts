/**
 * Staff administration (issue #7). Staff base /api/v1/admin; the menu key each route serves:
 *
 * menu dashboard (super_admin, admin):
 *   GET  /admin/dashboard (ZDashboardQuery) → data.dashboard (ZDashboard)
 * menu users (super_admin, admin):
 *   GET  /admin/users (ZUserListQuery) → ZUserListData;  GET /admin/users/export.csv (same filters)
 *   GET  /admin/users/{id} → ZUserDetail
 *   PATCH /admin/users/{id} (ZUserUpdateBody) → data.user; 403 with ROLE_RULE_MSG (role-rules.ts)
 * menu ban (super_admin, admin):
 *   GET  /admin/bans (ZBanListQuery) → ZBanListData
 *   POST /admin/bans (ZBanBody) → 201 data.ban (revokes the user's sessions at once)
 *   POST /admin/bans/{id}/lift → data.ban
 * menu verifyUser (super_admin, admin, support, sales_and_marketing):
 *   GET  /admin/verify-user/lookup (ZVerifyLookupQuery) → data.user (ZAdminUser) | 404
 *   POST /admin/users/{id}/verify (ZVerifyUserBody) → data.user
 * menu activityLogs (super_admin, admin):
 *   GET  /admin/activity-logs (ZActivityLogQuery) → ZActivityLogData
 *   GET  /admin/activity-logs/facets → ZActivityFacets
 *   No call edits or deletes a log entry (a trigger refuses UPDATE and DELETE).
 */
export * from './activity-text.ts';
export * from './role-rules.ts';
export * from './staff.schema.ts';
