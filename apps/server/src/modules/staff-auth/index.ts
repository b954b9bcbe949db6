/** The staff-auth module's public entry: what other modules and the composition root may use. */
export { bootstrapAdmin } from './bootstrap.ts';
export { authRoutes } from './routes.ts';
export { AccountError, STAFF_ROLE, checkNewPassword, createAdmin, resetAdminPassword } from './service.ts';
export { actorOf, auditStaff, type Actor } from './staff-action.ts';
export { confirmStaffPassword } from './staff-reauth.ts';
