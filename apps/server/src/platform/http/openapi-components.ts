import { errorBodySchema, metaSchema, paginationSchema } from '@academy/contracts/common/envelope';
import { resourceContracts } from '@academy/contracts/resources';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Each resource's item schema is a component of the OpenAPI document (`#/components/schemas/Course`), named
 * once and referred to by every operation that answers with it: the document stays readable in review (the
 * checked-in docs/openapi.json), and a generated client gets one named type per entity.
 */
export const openapiComponents = z.registry<{ id: string }>();

const pascal = (name: string) =>
  name
    .split(/[-_ ]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

openapiComponents.add(errorBodySchema, { id: 'ErrorBody' });
openapiComponents.add(metaSchema, { id: 'Meta' });
openapiComponents.add(paginationSchema, { id: 'Pagination' });
for (const contract of resourceContracts) {
  if (openapiComponents.has(contract.item)) continue;
  openapiComponents.add(contract.item, { id: pascal(contract.type) });
}

/**
 * OpenAPI 3.0 writes a nullable enum as `{ nullable: true, enum: [...] }`, and a standard validator (Ajv) holds
 * `enum` above `nullable`: a null the API rightly sends would fail it. The enum lists null too.
 */
export function allowNullInNullableEnums<T>(node: T): T {
  if (Array.isArray(node)) for (const value of node) allowNullInNullableEnums(value);
  else if (node && typeof node === 'object') {
    const schema = node as { nullable?: unknown; enum?: unknown[] };
    if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null))
      schema.enum.push(null);
    for (const value of Object.values(node)) allowNullInNullableEnums(value);
  }
  return node;
}

const transform = createJsonSchemaTransform({ schemaRegistry: openapiComponents });
const transformObject = createJsonSchemaTransformObject({ schemaRegistry: openapiComponents });

/** Each route's schemas, with components referred to by name. */
export const componentTransform: typeof transform = (route) => allowNullInNullableEnums(transform(route));
/**
 * The paths of a document in alphabetical order: the routes are registered module by module (their manifests'
 * order), and the checked-in document should change only when the API does, not when registration order does.
 */
export function sortPaths<T extends { paths?: Record<string, unknown> }>(document: T): T {
  if (!document.paths) return document;
  const paths = Object.fromEntries(
    Object.keys(document.paths)
      .sort()
      .map((path) => [path, document.paths?.[path]]),
  );
  return { ...document, paths };
}

/** The document's components, and its paths sorted. */
export const componentTransformObject: typeof transformObject = (input) =>
  sortPaths(allowNullInNullableEnums(transformObject(input)));
