import { formCreatedResponseSchema } from '@app/contracts/api/public-forms';
import { developerApplicationSchemaFor, formSuccessPaths, pathInAccountLanguage } from '@app/contracts';
import { validationMessagesZh } from '@app/contracts/messages-zh';
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
      pages: ['/become-developer', '/zh/become-developer'],
      // The Chinese edition's page answers in Chinese: its post validates with the Chinese messages.
      pageSchemas: {
        '/zh/become-developer': developerApplicationSchemaFor(brand.name, validationMessagesZh),
      },
      // The Chinese form sends language=zh: its success page is the Chinese one.
      successPath: (data) => pathInAccountLanguage(formSuccessPaths.developer, data.language ?? 'en'),
    },
  });
}
