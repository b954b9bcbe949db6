import { formCreatedResponseSchema } from '@app/contracts/api/public-forms';
import { formSuccessPaths, leadSchema } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { FormGuard } from '../form-guard/guard.ts';
import { publicFormRoute } from '../form-guard/public-form.ts';
import { createLead } from './service.ts';

/** POST /api/leads (enterprise form on the home page, contact page form) → 201 { id }. */
export function leadRoutes(app: FastifyInstance, ctx: AppContext, guard: FormGuard) {
  publicFormRoute(app, ctx, guard, {
    url: '/api/leads',
    family: 'leads',
    formType: 'contact-form',
    schema: leadSchema,
    response: formCreatedResponseSchema,
    accept: async (data, meta) => ({ status: 201, body: await createLead(ctx, data, meta) }),
    decoy: (id) => ({ status: 201, body: { id } }),
    browserForm: { pages: ['/contact', '/'], successPath: () => formSuccessPaths.lead },
  });
}
