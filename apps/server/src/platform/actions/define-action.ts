import type { MessageKey } from '@academy/contracts/messages';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import type { Actor, ActorUser } from '../auth/actor.ts';
import type { Services } from '../services.ts';

export type SignedInActor = Actor & { user: ActorUser };

/**
 * What an action runs with. It runs in one transaction with its audit incident: `db` is that transaction, and
 * so is `services.db`, so whatever the action writes and the incident commit or roll back together.
 */
export type ActionContext<Args> = {
  args: Args;
  actor: SignedInActor;
  services: Services;
  db: Executor;
  request: FastifyRequest;
};

/** `message` is a message key (translated into the request's language); `relations` are segments to refresh. */
export type ActionResult = { message?: MessageKey; relations?: string[] };

/**
 * A named action of POST /api/v1/action (spec §7). The args are validated with `schema` (errors keyed
 * `args.<field>`), `authorize` decides with the same actor every route sees, `run` does the work; the route
 * records an incident named after the action (its arguments, secrets redacted), and `target` may name the
 * item it was about (an fqmi).
 */
export type ActionDefinition<Schema extends z.ZodType = z.ZodType> = {
  name: string;
  schema: Schema;
  authorize(actor: SignedInActor): boolean;
  run(context: ActionContext<z.infer<Schema>>): Promise<ActionResult>;
  target?(args: z.infer<Schema>): string | null;
};

export function defineAction<Schema extends z.ZodType>(
  definition: ActionDefinition<Schema>,
): ActionDefinition<Schema> {
  return definition;
}
