import { itemEnvelope } from '@academy/contracts/common/envelope';
import { languageContract } from '@academy/contracts/entities/language';
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validatingSerializerCompiler } from './response-validation.ts';

/**
 * Tests run the app with VALIDATE_RESPONSES (build-test-app.ts): every answer is checked against the schema its
 * route declares. This proves the check bites: a presenter that drifts from the contract (a field missing, of
 * another type, or one the contract does not know) fails the request instead of passing unnoticed.
 */

const language = {
  id: 1,
  uuid: 'a30a17d2-ac4f-4691-89e0-81090cc8ed05',
  fqmi: 'languages:a30a17d2-ac4f-4691-89e0-81090cc8ed05|language',
  header: 'English',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: null,
  abilities: { view: true, update: true, delete: true },
  configurations: {},
  relations: [],
  code: 'en',
  name: 'English',
  variants_count: 3,
  questions_count: 35,
  blocks_count: 17,
  lessons_count: 8,
};
const meta = { uuid: '0b6f7f5e-8f0e-4c89-9a55-1f0d3c0e7b11', request: null, relations: [] };

/** A route declaring the contract's item envelope and answering what `present` gives it. */
async function appAnswering(present: () => unknown) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(validatingSerializerCompiler);
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/language',
      { schema: { response: { 200: itemEnvelope(languageContract.item) as never } } },
      async () => ({ data: { item: present(), meta } }) as never,
    );
  await app.ready();
  return app;
}

afterEach(() => vi.restoreAllMocks());

describe('responses are checked against their schema in tests', () => {
  it('sends a body that matches as the plain JSON production sends', async () => {
    const app = await appAnswering(() => language);
    const response = await app.inject({ url: '/language' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(JSON.stringify({ data: { item: language, meta } }));
  });

  it.each([
    ['a field missing', () => ({ ...language, name: undefined }), 'data.item.name'],
    ['a field of another type', () => ({ ...language, blocks_count: '17' }), 'data.item.blocks_count'],
    ['a field the contract does not declare', () => ({ ...language, secret: 'x' }), 'data.item.secret'],
  ])('fails the request when the presenter drifts: %s', async (_case, present, path) => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = await appAnswering(present);
    const response = await app.inject({ url: '/language' });
    expect(response.statusCode).toBe(500);
    expect(printed).toHaveBeenCalledWith(expect.stringContaining(path));
    expect(printed).toHaveBeenCalledWith(expect.stringContaining('GET /language answered 200'));
  });
});
