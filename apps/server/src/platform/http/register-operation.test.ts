import { readFile } from 'node:fs/promises';
import { itemEnvelope as itemEnvelopeSchema } from '@academy/contracts/common/envelope';
import { defineOperation, idParams } from '@academy/contracts/common/operation-contract';
import { operationContracts } from '@academy/contracts/operations';
import { restartCourse } from '@academy/contracts/operations/learning';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkedInDocumentPath } from '../../openapi/published-document.ts';
import { registerOperation } from './register-operation.ts';
import { validatingSerializerCompiler } from './response-validation.ts';

const meta = { uuid: '0b6f7f5e-8f0e-4c89-9a55-1f0d3c0e7b11', request: null, relations: [] };

const renameThing = defineOperation({
  name: 'things.rename',
  method: 'POST',
  path: '/api/v1/things/:id/rename',
  summary: 'Rename a thing',
  tags: ['things'],
  params: idParams,
  query: z.object({ dry: z.enum(['0', '1']).optional() }),
  body: z.strictObject({ name: z.string().min(1) }),
  response: itemEnvelopeSchema(z.object({ id: z.string(), name: z.string(), dry: z.boolean() })),
  status: 201,
  errors: [404, 422],
  guard: 'public',
});

const signedInOnly = defineOperation({ ...renameThing, name: 'things.renameOwn', guard: 'signedIn' });

function bareApp(register: (app: FastifyInstance) => void) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(validatingSerializerCompiler);
  app.decorateRequest('actor', null as never);
  register(app);
  return app;
}

describe('registerOperation', () => {
  it('serves the contract: parsed params, query and body, its success status, the answer checked', async () => {
    const app = bareApp((app) =>
      registerOperation(app, renameThing, (request) => ({
        data: {
          item: { id: request.params.id, name: request.body.name, dry: request.query.dry === '1' },
          meta,
        },
      })),
    );
    const answer = await app.inject({
      method: 'POST',
      url: '/api/v1/things/7/rename?dry=1',
      payload: { name: 'New' },
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().data.item).toEqual({ id: '7', name: 'New', dry: true });

    const refused = await app.inject({
      method: 'POST',
      url: '/api/v1/things/7/rename',
      payload: { name: 1 },
    });
    expect(refused.statusCode).toBe(400);
    expect(await app.inject({ method: 'GET', url: '/api/v1/things/7/rename' })).toHaveProperty(
      'statusCode',
      404,
    );
  });

  it('asks for a signed-in user before the handler runs unless the guard is public', async () => {
    let ran = false;
    const app = bareApp((app) =>
      registerOperation(app, signedInOnly, () => {
        ran = true;
        return { data: { item: { id: '1', name: 'x', dry: false }, meta } };
      }),
    );
    const answer = await app.inject({
      method: 'POST',
      url: '/api/v1/things/1/rename',
      payload: { name: 'x' },
    });
    expect(answer.statusCode).toBe(401);
    expect(ran).toBe(false);
  });

  it('holds the handler to the response at compile time', () => {
    // Each registration gets an app of its own; what is asserted here is what `tsc` accepts.
    const wrongType = () => ({ data: { item: { restarted_at: 5 }, meta } });
    const noMeta = () => ({ data: { item: { restarted_at: 'now' } } });
    const apps = [
      // @ts-expect-error `restarted_at` is a string in the contract: a number does not compile.
      bareApp((app) => registerOperation(app, restartCourse, wrongType)),
      // @ts-expect-error a field the contract requires (`meta`) is missing.
      bareApp((app) => registerOperation(app, restartCourse, noMeta)),
      bareApp((app) =>
        registerOperation(app, renameThing, (request) => {
          // @ts-expect-error the body has no such field: the request is typed from the contract too.
          void request.body.title;
          return { data: { item: { id: '1', name: 'x', dry: false }, meta } };
        }),
      ),
    ];
    expect(apps).toHaveLength(3);
  });
});

describe('the operation registry', () => {
  it('is served: each operation is in the published document with its method, summary and status', async () => {
    const document = JSON.parse(await readFile(checkedInDocumentPath, 'utf8'));
    for (const operation of operationContracts) {
      const path = operation.path.replace(/:(\w+)/g, '{$1}');
      const served = document.paths[path]?.[operation.method.toLowerCase()];
      expect(served, `${operation.name}: ${operation.method} ${path}`).toBeDefined();
      expect(served.summary).toBe(operation.summary);
      expect(Object.keys(served.responses)).toContain(String('status' in operation ? operation.status : 200));
      for (const status of operation.errors) expect(Object.keys(served.responses)).toContain(String(status));
    }
  });
});
