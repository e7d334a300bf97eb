import type { Config } from '../config.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import type { ActorCache } from './auth/actor-cache.ts';
import type { TenantResolver } from './http/tenant-cache.ts';
import type { Inbox } from './inbox/inbox.ts';
import type { Jobs } from './jobs/jobs.ts';
import type { MailService } from './mail/mail-service.ts';
import type { FileStorage } from './storage/index.ts';

/** A clock the domain asks for "now", so tests can move time (expiry, recurrence). */
export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };

/**
 * Long-lived collaborators every module reaches through `app.services` (or `request.server.services`).
 * An interface so a platform part that depends on the services can add its own member without this file
 * importing it back (resource/resource-services.ts adds the resources).
 */
export interface Services {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  clock: Clock;
  /** Short-lived token → actor cache; forget a user after changing their access. */
  actors: ActorCache;
  /** Tenants by request host, cached briefly; invalidate after changing a tenant. */
  tenants: TenantResolver;
  jobs: Jobs;
  /** Events from outside (webhooks), stored by the sender's event id and processed once (platform/inbox). */
  inbox: Inbox;
  mail: MailService;
  /** Uploaded and generated files: local disk or S3-compatible object storage. */
  storage: FileStorage;
  /** The process's own state: `draining` once it is stopping (SIGTERM), when `/ready` answers 503. */
  lifecycle: { draining: boolean };
}
