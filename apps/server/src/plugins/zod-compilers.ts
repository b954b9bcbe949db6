import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

/**
 * Routes declare their params, query, body and response with the contracts' zod schemas
 * (fastify-type-provider-zod): the declaration validates the request and serializes the answer.
 */
export function registerZodCompilers(app: FastifyInstance) {
  app.setValidatorCompiler<z.ZodType>((route) => {
    const validate = validatorCompiler(route);
    // A request without a body is checked as `{}`, so the answer names each required field.
    return route.httpPart === 'body' ? (data) => validate(data ?? {}) : validate;
  });
  app.setSerializerCompiler(serializerCompiler);
}
