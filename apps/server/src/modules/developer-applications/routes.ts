import { formCreatedResponseSchema } from '@app/contracts/api/public-forms';
import { developerApplicationSchemaFor, formSuccessPaths } from '@app/contracts';
import { brand } from '@app/contracts/site';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { type FormGuard, publicFormRoute } from '../form-guard/index.ts';
import { createDeveloperApplication } from './service.ts';

const schema = developerApplicationSchemaFor(brand.name);

/** POST /api/submit-developer (developer program application) → 201 { id }. */
export function developerApplicationRoutes(app: FastifyInstance, ctx: AppContext, guard: FormGuard) {
  publicFormRoute(app, ctx, guard, {
    url: '/api/submit-developer',
    family: 'developer',
    formType: 'developer-application',
    schema,
    response: formCreatedResponseSchema,
    accept: (data, meta) => createDeveloperApplication(ctx, data, meta),
    decoy: (id) => ({ id }),
    browserForm: {
      name: 'developer',
      pages: ['/become-developer'],
      successPath: () => formSuccessPaths.developer,
    },
  });
}
