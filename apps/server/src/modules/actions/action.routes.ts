import { translate } from '@academy/contracts/messages';
import { runAction } from '@academy/contracts/operations/actions';
import type { FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import type { ActionDefinition, SignedInActor } from '../../platform/actions/define-action.ts';
import { recordIncident } from '../../platform/audit.ts';
import { withoutSecrets } from '../../platform/audit-values.ts';
import { messageEnvelope } from '../../platform/http/envelope.ts';
import { forbidden, validationError } from '../../platform/http/http-error.ts';
import { registerOperation } from '../../platform/http/register-operation.ts';
import { requireUser } from '../../platform/http/request-context.ts';
import type { Services } from '../../platform/services.ts';
import { registeredActions } from './registered-actions.ts';

export type ActionRoutesOptions = { actions?: ActionDefinition[] };

/** POST /api/v1/action: runs a named action from the registry (spec §7). */
export async function actionRoutes(app: FastifyInstance, options: ActionRoutesOptions = {}): Promise<void> {
  const actions = new Map((options.actions ?? registeredActions).map((action) => [action.name, action]));

  registerOperation(
    app,
    runAction,
    async (request) => {
      const action = actions.get(request.body.action);
      if (!action) throw validationError({ action: ['action.unknown'] });
      const actor = request.actor as SignedInActor;
      if (!action.authorize(actor)) throw forbidden();
      const parsed = action.schema.safeParse(request.body.args);
      // Errors are keyed by their place in the body, so the web maps them onto its form fields.
      if (!parsed.success)
        throw new ZodError(parsed.error.issues.map((issue) => ({ ...issue, path: ['args', ...issue.path] })));
      // The action and its audit incident commit together: a failed action leaves neither behind.
      const result = await app.services.db.transaction(async (tx) => {
        // Services whose database is the transaction, so an action written against `services.db` joins it.
        const services: Services = { ...app.services, db: tx };
        const outcome = await action.run({ args: parsed.data, actor, services, db: tx, request });
        await recordIncident(tx, actor, action.name, action.target?.(parsed.data) ?? null, {
          args: withoutSecrets(parsed.data ?? {}),
        });
        return outcome;
      });
      const message = translate(result.message ?? 'action.performed', request.locale);
      return messageEnvelope(request, message, { relations: result.relations ?? [] });
    },
    // Before body validation, so a signed-out caller learns nothing about the payload: 401 first.
    { preValidation: requireUser },
  );
}
