import { formCreatedResponseSchema } from '@app/contracts/api/public-forms';
import { formSuccessPaths, partnerApplicationSchemaFor } from '@app/contracts';
import { brand } from '@app/contracts/site';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { type FormGuard, publicFormRoute } from '../form-guard/index.ts';
import { createPartnerApplication } from './service.ts';

const schema = partnerApplicationSchemaFor(brand.name);

/** POST /api/submit-partner (partner application form) → 201 { id }. */
export function partnerApplicationRoutes(app: FastifyInstance, ctx: AppContext, guard: FormGuard) {
  publicFormRoute(app, ctx, guard, {
    url: '/api/submit-partner',
    family: 'partner',
    formType: 'partner-application',
    schema,
    response: formCreatedResponseSchema,
    accept: (data, meta) => createPartnerApplication(ctx, data, meta),
    decoy: (id) => ({ id }),
    browserForm: { name: 'partner', pages: ['/become-partner'], successPath: () => formSuccessPaths.partner },
  });
}
