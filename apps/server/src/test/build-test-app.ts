import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import type { MailTransport } from '../platform/mail/mail-transport.ts';
import type { AnyResource } from '../platform/resource/define-resource.ts';
import type { Clock } from '../platform/services.ts';
import type { FileStorage } from '../platform/storage/index.ts';
import { openTestDatabase } from './template-database.ts';

/** A clock tests can set and move. */
export function createTestClock(
  start = new Date(),
): Clock & { set(date: Date): void; advanceDays(days: number): void } {
  let current = start;
  return {
    now: () => new Date(current),
    set(date) {
      current = date;
    },
    advanceDays(days) {
      current = new Date(current.getTime() + days * 86_400_000);
    },
  };
}

export type TestApp = { app: FastifyInstance; db: Database; config: Config; close(): Promise<void> };

/** The real application on a fresh copy of the migrated, demo-seeded test database (or on the one given). */
export async function buildTestApp(
  options: {
    config?: Partial<Config>;
    clock?: Clock;
    resources?: readonly AnyResource[];
    storage?: FileStorage;
    mailTransport?: MailTransport;
    /** A database the test made itself (e.g. seeded with the demo's history); closed with the app. */
    database?: DatabaseHandle;
    /** Routes a test adds to the real app before it starts (e.g. one answering more than it declares). */
    routes?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  const own = options.database;
  const { database, drop } = own ? { database: own, drop: () => own.close() } : await openTestDatabase();
  const config = loadConfig(
    {
      LOG_LEVEL: 'silent',
      JOBS: 'false',
      ALTCHA_MAX_NUMBER: '50',
      APP_SECRET: 'test-secret-test-secret-test-secret-000',
      // Tests change memberships and roles and look at the effect at once; responses are checked against their schemas.
      ACTOR_CACHE_SECONDS: '0',
      // Tenants are cached for the whole file, so query counts do not depend on when the cache refreshes.
      TENANT_CACHE_SECONDS: '3600',
      VALIDATE_RESPONSES: 'true',
    },
    {
      // A data dir of this app's own: the files of one worker share a process (isolate: false), and a file's
      // uploads, mails or scratch folders must not show up in the next file's.
      dataDir: mkdtempSync(join(tmpdir(), `academy-test-${process.pid}-`)),
      webDist: '/nonexistent',
      ...options.config,
    },
  );
  const app = await buildApp(config, {
    database,
    clock: options.clock,
    logger: false,
    resources: options.resources,
    storage: options.storage,
    mailTransport: options.mailTransport,
  });
  options.routes?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    async close() {
      await app.close();
      await drop();
      // Best effort: a mail still being written after the close may refill a folder as it is removed.
      if (!options.config?.dataDir)
        await rm(config.dataDir, { recursive: true, force: true, maxRetries: 3 }).catch(() => undefined);
    },
  };
}
