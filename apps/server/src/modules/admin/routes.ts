/**
 * Every staff endpoint lives in one encapsulated scope whose preHandler is `requireStaff`: a route added
 * here cannot be left unguarded. Answers are never cached. The staff sign-in routes (auth module) sit
 * outside the scope.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { requireStaff, staffOf } from '../../session/guards.ts';
import { secondFactorAccountRoutes } from '../second-factor/index.ts';
import { auditLogAdminRoutes } from './audit-log.ts';
import { bulkAdminRoutes } from './bulk.ts';
import { developerApplicationAdminRoutes } from './developer-applications.ts';
import { formSubmissionAdminRoutes } from './form-submissions.ts';
import { heldAdminRoutes } from './held.ts';
import { partnerAdminRoutes } from './partners-routes.ts';
import { subscriberAdminRoutes } from './subscribers.ts';
import { privacyAdminRoutes } from '../privacy/index.ts';
import { appSubmissionStaffRoutes } from '../app-submissions/index.ts';
import { appReportStaffRoutes } from '../app-reports/index.ts';
import { staffAccountAdminRoutes } from './staff-accounts.ts';
import { staffMembershipRoutes } from './staff-membership.ts';
import { insightsAdminRoutes } from '../analytics/index.ts';
import { staffDeviceRoutes } from '../devices/index.ts';
import { sdkReleaseAdminRoutes } from '../sdk-releases/index.ts';

export function adminRoutes(app: FastifyInstance, ctx: AppContext) {
  void app.register(async (scope) => {
    // Before the routes' declared schemas validate: a visitor without a session learns nothing of them.
    scope.addHook('preValidation', requireStaff);
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
    });
    partnerAdminRoutes(scope, ctx);
    subscriberAdminRoutes(scope, ctx);
    formSubmissionAdminRoutes(scope, ctx);
    heldAdminRoutes(scope, ctx);
    developerApplicationAdminRoutes(scope, ctx);
    bulkAdminRoutes(scope, ctx);
    auditLogAdminRoutes(scope, ctx);
    privacyAdminRoutes(scope, ctx);
    staffAccountAdminRoutes(scope, ctx);
    staffMembershipRoutes(scope, ctx);
    appSubmissionStaffRoutes(scope, ctx);
    appReportStaffRoutes(scope, ctx);
    insightsAdminRoutes(scope, ctx); // analytics Insights (issue 24)
    staffDeviceRoutes(scope, ctx); // developer devices and developer mode (issue 37)
    sdkReleaseAdminRoutes(scope, ctx); // SDK releases and their files (issue 37)
    secondFactorAccountRoutes(scope, ctx, {
      kind: 'staff',
      prefix: '/api/admin/account/2fa',
      // Reachable before a required factor is set up, so that it can be.
      allowBeforeSecondFactor: true,
      required: (request) => request.staffTotpRequired === true,
      accountOf: (request) => {
        const { id, username } = staffOf(request);
        return { id, name: username, passwordRow: { table: 'users', id } };
      },
    });
  });
}
