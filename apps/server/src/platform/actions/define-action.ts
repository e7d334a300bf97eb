import type { MessageKey } from '@academy/contracts/messages';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Actor, ActorUser } from '../auth/actor.ts';
import type { Services } from '../services.ts';

export type SignedInActor = Actor & { user: ActorUser };

export type ActionContext<Args> = {
  args: Args;
  actor: SignedInActor;
  services: Services;
  request: FastifyRequest;
};

/** `message` is a message key (translated into the request's language); `relations` are segments to refresh. */
export type ActionResult = { message?: MessageKey; relations?: string[] };

/**
 * A named action of POST /api/v1/action (spec §7). The args are validated with `schema` (errors keyed
 * `args.<field>`), `authorize` decides with the same actor every route sees, `run` does the work.
 */
export type ActionDefinition<Schema extends z.ZodType = z.ZodType> = {
  name: string;
  schema: Schema;
  authorize(actor: SignedInActor): boolean;
  run(context: ActionContext<z.infer<Schema>>): Promise<ActionResult>;
};

export function defineAction<Schema extends z.ZodType>(
  definition: ActionDefinition<Schema>,
): ActionDefinition<Schema> {
  return definition;
}
