import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

describe('maintenance mode', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ config: { maintenance: true } });
  });
  afterAll(() => t.close());

  it('answers every API call with 503 and Retry-After (spec §8: the web shows its maintenance screen)', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/context'],
      ['GET', '/api/v1/poll'],
      ['POST', '/api/v1/auth/login'],
      ['GET', '/api/v1/courses'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, url).toBe(503);
      expect(response.headers['retry-after'], url).toBe('300');
      expect(response.json(), url).toEqual({
        message: 'The service is under maintenance. Please try again later.',
      });
    }
  });

  it('translates the message with Accept-Language', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/context',
      headers: { 'accept-language': 'nb' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe('Tjenesten er under vedlikehold. Prøv igjen senere.');
  });

  it('keeps the API documentation reachable', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).statusCode).toBe(200);
  });
});

describe('OpenAPI', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('publishes the routes, generated from the contracts, at /api/docs/openapi.json', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info).toMatchObject({ title: 'Academy API' });
    const paths = Object.keys(document.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/context',
        '/api/v1/poll',
        '/api/v1/diagnostic/auth',
        '/api/v1/action',
        '/api/v1/search/{name}',
        '/api/v1/auth/login',
      ]),
    );
    const context = document.paths['/api/v1/context'].get;
    expect(context.tags).toEqual(['context']);
    const contextItem =
      context.responses['200'].content['application/json'].schema.properties.data.properties.item;
    expect(Object.keys(contextItem.properties)).toEqual(
      expect.arrayContaining([
        'application',
        'context',
        'tenant',
        'paddle',
        'user',
        'user_language',
        'impersonating',
      ]),
    );
    expect(
      document.paths['/api/v1/action'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(['action']);
  });

  it('serves the documentation UI at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const page =
      response.statusCode === 302
        ? await t.app.inject({ method: 'GET', url: response.headers.location! })
        : response;
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger');
  });
});
