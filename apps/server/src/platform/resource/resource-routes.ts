import type { ListQuery } from '@academy/contracts/common/envelope';
import { listQueryOf } from '@academy/contracts/common/list-query';
import { translate } from '@academy/contracts/messages';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { itemEnvelope, listEnvelope, serializedListEnvelope } from '../http/envelope.ts';
import { errorResponses } from '../http/error-responses.ts';
import { requireCaller } from '../http/request-context.ts';
// The engine's type-erased resource (define-resource.ts), under the name these routes use for it.
import type { ResourceContext, AnyResource as ResourceDefinition } from './define-resource.ts';
import { type FormInput, multipartOptions, readFormInput } from './form-input.ts';
import { listOperation } from './kept-list.ts';
import type { MultipartFormOptions } from './multipart-form.ts';
import { asRecord, bodyOf, queryOf } from './request-values.ts';
import { getQueryOf, linkBodyOf, linkParamsOf, resourceSchemas } from './resource-route-schemas.ts';
import {
  authorizeFormWrite,
  cloneResource,
  createResource,
  deleteResource,
  getResource,
  type LinkOperation,
  linkResource,
  updateResource,
} from './resource-service.ts';
import { temporaryUploadDirectory, type UploadedFile } from './temp-upload.ts';
import { type UploadRule, uploadRule } from './upload-rules.ts';

const idParams = z.object({ id: z.string().max(64).describe('The id or the uuid') });

function contextOf(request: FastifyRequest, db: Executor, uploads?: UploadedFile[]): ResourceContext {
  return { db, actor: request.actor, services: request.server.services, locale: request.locale, uploads };
}

/** Ids of linked items from the query (`attachable=1,2` or repeated) or the body. */
function linkKeys(request: FastifyRequest, field: string): string[] {
  const query = queryOf(request);
  const fromQuery = query[field] ?? query[`${field}[]`];
  const fromBody = bodyOf(request)?.[field];
  const raw = fromQuery ?? fromBody ?? [];
  const list = Array.isArray(raw) ? raw : [raw];
  // Not validated by a schema (the query may carry it too): anything but a string or number is written out as
  // JSON, a key that names nothing, rather than asked for its `toString` (which the body may have replaced).
  const text = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
  return list
    .flatMap((value) => text(value).split(','))
    .map((value) => value.trim())
    .filter(Boolean);
}

/**
 * Response schemas typed loosely on purpose: the engine's items are plain records, so the handlers' return
 * types are not held against the contract here; the tests check every answer against these schemas.
 */
const responses = (schemas: Record<number, z.ZodType>): Record<number, z.ZodType> => schemas;

type Transaction = <T>(work: (tx: Executor) => Promise<T>) => Promise<T>;
type MessageKey = 'resource.created' | 'resource.updated' | 'resource.deleted' | 'resource.cloned';

/**
 * What every route of one resource shares: its path, its documentation (tag, security, the contract's
 * schemas) and its answers' wording.
 */
function routeBasics(definition: ResourceDefinition) {
  // The resource's contract (packages/contracts): its schemas are the routes' documented ones.
  const { contract } = definition;
  return {
    base: `/api/v1/${definition.segment}`,
    tags: [definition.segment],
    security: [{ bearer: [] }],
    contract,
    schemas: resourceSchemas(contract),
    relations: definition.writeRelations ?? [definition.segment],
    message: (request: FastifyRequest, key: MessageKey, item?: unknown) => {
      // A create of several rows answers with a list: its message names the resource, not one item.
      const one = item && !Array.isArray(item) ? (item as Record<string, unknown>) : undefined;
      const label = (one && definition.labelOf?.(one)) ?? definition.label;
      return translate(key, request.locale, label[request.locale]);
    },
  };
}

/** The generic operations of DESIGN §4 for every listed resource (modules/resources.ts). */
export async function registerResourceRoutes(
  app: FastifyInstance,
  definitions: readonly ResourceDefinition[],
): Promise<void> {
  const db = app.services.db;
  const transaction: Transaction = (work) => db.transaction((tx) => work(tx));

  // Only create and update take multipart forms. The form parser adds hooks to every route of the context
  // it is registered in, so it gets a context of its own and the reads (the hottest calls) stay without.
  await app.register(async (forms) => {
    await forms.register(multipart, multipartOptions);
    // A form refused before its body was read (401, 403, 404, 413) leaves the rest unread: the connection
    // closes after the answer instead of taking in a body nobody wants.
    forms.addHook('onSend', async (request, reply) => {
      if (request.isMultipart() && !request.raw.readableEnded) reply.header('connection', 'close');
    });
    for (const definition of definitions) registerFormRoutes(forms, definition, transaction);
  });

  for (const definition of definitions) {
    registerReadRoutes(app, definition);
    registerDeleteAndCloneRoutes(app, definition, transaction);
    if (definition.links) registerLinkRoutes(app, definition, transaction);
  }
}

function registerReadRoutes(app: FastifyInstance, definition: ResourceDefinition) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.services.db;
  const { base, tags, security, contract, schemas } = routeBasics(definition);
  const list = listOperation(definition, contract.item);
  const { validateResponses } = app.services.config;

  api.get(
    base,
    {
      preHandler: requireCaller,
      schema: {
        tags,
        security,
        summary: `List ${definition.segment}`,
        querystring: listQueryOf(contract),
        response: responses({ 200: schemas.list, ...errorResponses(401, 403, 422) }),
      },
    },
    async (request, reply) => {
      const answer = await list(
        contextOf(request, db),
        // Validated by the list schema built from the resource's contract (resource-route-schemas.ts).
        request.query as ListQuery,
      );
      const meta = { pagination: answer.pagination, relations: [] };
      if (answer.itemsJson === undefined) return listEnvelope(request, answer.items, meta);
      const body = serializedListEnvelope(request, answer.itemsJson, meta);
      // Under VALIDATE_RESPONSES (tests) the same text goes back through the route's serializer, which checks it
      // against the contract; production writes it as it is.
      if (validateResponses) return JSON.parse(body);
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );

  api.get(
    `${base}/:id`,
    {
      preHandler: requireCaller,
      schema: {
        tags,
        security,
        summary: `One of ${definition.segment}, by id or uuid`,
        params: idParams,
        querystring: getQueryOf(contract),
        response: responses({ 200: schemas.item, ...errorResponses(401, 403, 404) }),
      },
    },
    async (request) => {
      const item = await getResource(
        definition,
        contextOf(request, db),
        request.params.id,
        request.query.with,
      );
      return itemEnvelope(request, item);
    },
  );
}

/** Create, and update by PATCH or by POST with `_method=PATCH` (or `_method=DELETE`), as JSON or a form. */
function registerFormRoutes(app: FastifyInstance, definition: ResourceDefinition, transaction: Transaction) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { base, tags, security, contract, relations, message, schemas } = routeBasics(definition);
  const { config, db } = app.services;
  const uploads: Record<string, UploadRule> = Object.fromEntries(
    Object.entries(definition.uploads ?? {}).map(([field, kind]) => [field, uploadRule(kind, config)]),
  );
  const formOptions = (request: FastifyRequest, key?: string): MultipartFormOptions => ({
    uploads,
    authorize: (method) => authorizeFormWrite(definition, contextOf(request, db), method, key),
    temporaryDirectory: temporaryUploadDirectory(config.dataDir),
    maxFieldBytes: config.bodyLimitBytes,
  });
  /** The form's temporary files go when the write is done, whatever its outcome. */
  const withForm = async <T>(input: FormInput, write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } finally {
      await input.discardFiles();
    }
  };

  if (definition.create) {
    const schema = {
      tags,
      security,
      summary: `Create in ${definition.segment} (JSON or a multipart form)`,
      documentedBody: schemas.createBody,
      response: responses({
        201: schemas.created,
        ...errorResponses(400, 401, 403, 409, 413, 415, 422, ...(definition.create.errors ?? [])),
      }),
    };
    api.post(base, { preHandler: requireCaller, schema }, async (request, reply) => {
      const input = await readFormInput(request, contract.create, formOptions(request));
      const item = await withForm(input, () =>
        transaction((tx) => createResource(definition, contextOf(request, tx, input.files), input.fields)),
      );
      reply.status(201);
      return itemEnvelope(request, item, { relations, message: message(request, 'resource.created', item) });
    });
  }

  const update = async (request: FastifyRequest) => {
    // Shared by the PATCH and POST routes, whose params schema (idParams) both give `id`.
    const { id } = request.params as { id: string };
    const input = await readFormInput(request, contract.update, formOptions(request, id));
    if (input.method === 'DELETE') {
      const item = await withForm(input, () =>
        transaction((tx) => deleteResource(definition, contextOf(request, tx), id)),
      );
      return itemEnvelope(request, item, { relations, message: message(request, 'resource.deleted', item) });
    }
    const item = await withForm(input, () =>
      transaction((tx) => updateResource(definition, contextOf(request, tx, input.files), id, input.fields)),
    );
    return itemEnvelope(request, item, { relations, message: message(request, 'resource.updated', item) });
  };
  // Without an update the write is refused (405); `_method=DELETE` still deletes.
  const updateResponse = responses({
    200: schemas.item,
    ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422),
    ...errorResponses(...(definition.update ? [] : ([405] as const))),
  });
  const updateSchema = { tags, security, params: idParams, response: updateResponse };
  api.post(
    `${base}/:id`,
    {
      preHandler: requireCaller,
      schema: {
        ...updateSchema,
        summary: `Update (or with \`_method=DELETE\` delete) one of ${definition.segment}`,
        documentedBody: schemas.postUpdateBody,
      },
    },
    update,
  );
  api.patch(
    `${base}/:id`,
    {
      preHandler: requireCaller,
      schema: {
        ...updateSchema,
        summary: `Update one of ${definition.segment}`,
        documentedBody: schemas.patchBody,
      },
    },
    update,
  );
}

function registerDeleteAndCloneRoutes(
  app: FastifyInstance,
  definition: ResourceDefinition,
  transaction: Transaction,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { base, tags, security, relations, message, schemas } = routeBasics(definition);

  api.delete(
    `${base}/:id`,
    {
      preHandler: requireCaller,
      schema: {
        tags,
        security,
        summary: `Delete one of ${definition.segment}`,
        params: idParams,
        response: responses({ 200: schemas.item, ...errorResponses(401, 403, 404, 409) }),
      },
    },
    async (request) => {
      const item = await transaction((tx) =>
        deleteResource(definition, contextOf(request, tx), request.params.id),
      );
      return itemEnvelope(request, item, { relations, message: message(request, 'resource.deleted', item) });
    },
  );

  if (definition.clone) {
    api.post(
      `${base}/:id/clone`,
      {
        preHandler: requireCaller,
        schema: {
          tags,
          security,
          summary: `Copy one of ${definition.segment}, with changed attributes`,
          params: idParams,
          documentedBody: schemas.cloneBody,
          response: responses({ 201: schemas.created, ...errorResponses(401, 403, 404, 409, 422) }),
        },
      },
      async (request, reply) => {
        const changes = asRecord(bodyOf(request)?.change_attributes) ?? {};
        const item = await transaction((tx) =>
          cloneResource(definition, contextOf(request, tx), request.params.id, changes),
        );
        reply.status(201);
        return itemEnvelope(request, item, { relations, message: message(request, 'resource.cloned', item) });
      },
    );
  }
}

function registerLinkRoutes(app: FastifyInstance, definition: ResourceDefinition, transaction: Transaction) {
  const { base, tags, security, contract, schemas } = routeBasics(definition);
  const operations: [
    LinkOperation,
    'attachable' | 'detachable' | 'synchronizables',
    'resource.attached' | 'resource.detached' | 'resource.synced',
  ][] = [
    ['attach', 'attachable', 'resource.attached'],
    ['detach', 'detachable', 'resource.detached'],
    ['sync', 'synchronizables', 'resource.synced'],
  ];
  for (const [operation, field, messageKey] of operations) {
    app.withTypeProvider<ZodTypeProvider>().post(
      `${base}/:id/${operation}/:name`,
      {
        preHandler: requireCaller,
        schema: {
          tags,
          security,
          summary: `${operation} linked items of one of ${definition.segment} (\`${field}\`: ids or uuids)`,
          params: linkParamsOf(contract),
          documentedBody: linkBodyOf(field),
          response: responses({ 200: schemas.item, ...errorResponses(401, 403, 404, 422) }),
        },
      },
      async (request) => {
        const keys = linkKeys(request, field);
        const item = await transaction((tx) =>
          linkResource(
            definition,
            contextOf(request, tx),
            request.params.id,
            request.params.name,
            operation,
            keys,
          ),
        );
        const link = definition.links?.[request.params.name];
        return itemEnvelope(request, item, {
          relations: [definition.segment, ...(link?.relations ?? [])],
          message: translate(messageKey, request.locale),
        });
      },
    );
  }
}
