import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { queryRows } from '../../db/raw-sql.ts';
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
      SLOW_QUERY_MS: '40',
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

/** The log lines written since `from`, parsed. */
const linesSince = (from: number) =>
  logLines
    .slice(from)
    .flatMap((chunk) => chunk.split('\n'))
    .filter((line) => line.trim().length > 0)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('structured request lines', () => {
  it("carries the caller's request id, echoed in the answer, with the user, tenant and company", async () => {
    const token = await tokenForDemo(database.db, 'manager@academy.test');
    const from = logLines.length;
    const response = await app.inject({
      url: '/api/v1/context',
      headers: auth(token, { 'x-request-id': 'lb-7f3a9c21' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe('lb-7f3a9c21');
    const [line] = linesSince(from).filter((entry) => entry.msg === 'request completed');
    const [user] = await queryRows<{ id: number; company_id: number; tenant_id: number }>(
      database.db,
      sql`select u.id, u.tenant_id, m.company_id from users u join company_users m on m.user_id = u.id where u.email = 'manager@academy.test'`,
    );
    expect(line).toMatchObject({
      level: 30,
      requestId: 'lb-7f3a9c21',
      userId: user!.id,
      tenantId: user!.tenant_id,
      companyId: user!.company_id,
      req: { method: 'GET', url: '/api/v1/context' },
      res: { statusCode: 200 },
    });
    expect(typeof line!.responseTime).toBe('number');
    expect(JSON.stringify(line)).not.toContain(token);
  });

  it('gives a request without a usable id a new one, and every line of the request carries it', async () => {
    const from = logLines.length;
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/log-probe',
      headers: { 'x-request-id': 'not an id; <script>' },
      payload: { ok: 1 },
    });
    const id = response.headers['x-request-id'] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const lines = linesSince(from);
    expect(lines.map((entry) => entry.msg)).toEqual(expect.arrayContaining(['probe', 'request completed']));
    for (const entry of lines.filter((line) => line.msg === 'probe' || line.msg === 'request completed'))
      expect(entry.requestId).toBe(id);
    // Signed out: a tenant, no user.
    const completed = lines.find((entry) => entry.msg === 'request completed')!;
    expect(completed.tenantId).toEqual(expect.any(Number));
    expect(completed).not.toHaveProperty('userId');
  });

  it('logs a slow statement with its time and text, never its values', async () => {
    const from = logLines.length;
    await database.db.execute(sql`select pg_sleep(0.08), ${'slow-query-value'}::text as probe`);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_sleep(0.06) as in_transaction`);
    });
    await database.db.execute(sql`select 1 as fast`);
    const slow = linesSince(from).filter((entry) => entry.msg === 'slow query');
    const statements = slow.map((entry) => (entry.slowQuery as { statement: string }).statement);
    expect(statements).toEqual(
      expect.arrayContaining([
        expect.stringContaining('select pg_sleep(0.08), $1::text as probe'),
        expect.stringContaining('select pg_sleep(0.06) as in_transaction'),
      ]),
    );
    expect(statements.some((statement) => statement.includes('as fast'))).toBe(false);
    for (const entry of slow) {
      expect(entry.level).toBe(40);
      expect((entry.slowQuery as { ms: number }).ms).toBeGreaterThanOrEqual(40);
    }
    expect(log()).not.toContain('slow-query-value');
  });
});
