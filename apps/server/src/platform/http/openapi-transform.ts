import type { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { componentTransform } from './openapi-components.ts';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * A request body the OpenAPI document shows but Fastify does not validate: the generic create and update
     * routes take JSON or a multipart form and validate it themselves, after authorisation and with the form's
     * files (form-input.ts), so a schema on `body` would refuse forms and answer 422 before 401/403.
     */
    documentedBody?: ZodType;
  }
}

/** The zod type provider's transform, plus `documentedBody` as the request body (JSON or a form). */
export const openapiTransform: typeof jsonSchemaTransform = (route) => {
  const { documentedBody, ...schema } = route.schema ?? {};
  if (!documentedBody) return componentTransform(route);
  return componentTransform({
    ...route,
    schema: { ...schema, body: documentedBody, consumes: ['application/json', 'multipart/form-data'] },
  });
};
