import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { auth, tokenForDemo } from '../../test/factories.ts';
import { openTestDatabase } from '../../test/template-database.ts';

/** Every line the server logs, at info level, as written. */
const logLines: string[] = [];
const log = () => logLines.join('');

let app: FastifyInstance;
let database: DatabaseHandle;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  const config = loadConfig(
    {
      LOG_LEVEL: 'info',
      JOBS: 'false',
      APP_SECRET: 'test-secret-test-secret-test-secret-000',
      ACTOR_CACHE_SECONDS: '0',
    },
    { dataDir: `${process.env.TMPDIR ?? '/tmp'}/academy-test-${process.pid}`, webDist: '/nonexistent' },
  );
  app = await buildApp(config, { database, logStream: { write: (line) => logLines.push(line) } });
  // A route that logs what careless code might: the whole body and every header.
  app.post('/api/v1/log-probe', async (request) => {
    request.log.warn({ body: request.body, headers: request.headers }, 'probe');
    return { ok: true };
  });
  await app.ready();
  // Any new account now fails in SQL, as a broken statement would: the insert carries e-mail and hash.
  await database.executeSql(`
    create function refuse_new_users() returns trigger language plpgsql as $$
    begin raise exception 'new users are refused in this test'; end $$;
    create trigger refuse_new_users before insert on users for each row execute function refuse_new_users();
  `);
});
afterAll(async () => {
  await app.close();
  await drop();
});

describe('the log holds no secret and no SQL value', () => {
  it('logs a failed insert of a new account without its e-mail, password or hash', async () => {
    const email = 'leak.check@example.test';
    const password = 'Sup3r-Secret-Passw0rd';
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { first_name: 'Leak', last_name: 'Check', email, password, password_confirmation: password },
    });
    expect(response.statusCode).toBe(500);
    // The failure itself is logged, with what helps: the statement (without values) and the cause.
    expect(log()).toContain('unhandled error');
    expect(log()).toContain('new users are refused in this test');
    expect(log()).toContain('insert into \\"users\\"');
    expect(log()).not.toContain(email);
    expect(log()).not.toContain(password);
    expect(log()).not.toContain('$argon2id$');
  });

  it('redacts passwords, tokens and the Authorization header in any logged object', async () => {
    const token = await tokenForDemo(database.db, 'admin@academy.test');
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/log-probe',
      headers: auth(token, { cookie: 'session=cookie-secret-value' }),
      payload: { password: 'body-password-value', nested: { access_token: 'nested-token-value' } },
    });
    expect(response.statusCode).toBe(200);
    expect(log()).toContain('"msg":"probe"');
    for (const secret of [token, 'cookie-secret-value', 'body-password-value', 'nested-token-value'])
      expect(log()).not.toContain(secret);
    expect(log()).toContain('[redacted]');
  });

  it('masks credentials in the query of logged addresses (signed media links)', async () => {
    await app.inject({
      url: '/api/v1/media/00000000-0000-4000-8000-000000000000/original?expires=1&signature=media-signature-value',
    });
    expect(log()).toContain(
      '/api/v1/media/00000000-0000-4000-8000-000000000000/original?expires=1&signature=',
    );
    expect(log()).not.toContain('media-signature-value');
  });
});
