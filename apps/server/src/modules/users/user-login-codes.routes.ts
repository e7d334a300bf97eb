import { fqmi } from '@academy/contracts/common/base';
import type { LoginCode } from '@academy/contracts/entities/login-code';
import { translate } from '@academy/contracts/messages';
import { issueLoginCode, listLoginCodes, revokeLoginCode } from '@academy/contracts/operations/login-codes';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { companies, companyUsers, users, type userTokens } from '../../db/schema/tenancy.ts';
import { recordIncident } from '../../platform/audit.ts';
import { consumeRateLimits } from '../../platform/auth/rate-limit.ts';
import { itemEnvelope, listEnvelope, messageEnvelope } from '../../platform/http/envelope.ts';
import { fieldError, forbidden, HttpError, notFound } from '../../platform/http/http-error.ts';
import { registerOperation } from '../../platform/http/register-operation.ts';
import { requireUser } from '../../platform/http/request-context.ts';
import { rowKeyCondition } from '../../platform/resource/row-key.ts';
import * as auth from '../auth/index.ts';
import { companiesForLoginCodes, managesLoginCodesOf } from './user-login-codes.policy.ts';
import { visibleUsers } from './user-visibility.ts';

/** The longest a time-limited code may live: a school year's classroom code, not a standing password. */
const maxCodeDays = 366;

/** Codes issued to one person, whoever issues them: plenty for a class, too few to flood the table. */
const issueLimit = { limit: 20, windowSeconds: 3600 };

const byReference = (reference: string) => rowKeyCondition(users, reference);

/** The listed face of a code, by allow-list: never its hash. */
const presentCode = (row: typeof userTokens.$inferSelect): LoginCode => ({
  id: row.id,
  kind: row.reusable ? 'time_limited' : 'single_use',
  created_at: new Date(row.created_at).toISOString(),
  expires_at: new Date(row.expires_at).toISOString(),
  last_used_at: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
});

/**
 * The person the codes are for, if the actor may see them (404 otherwise, so nothing of another company
 * shows) and manage their codes (403), with the companies whose PIN setting counts for the actor.
 */
async function personForCodes(db: Executor, request: FastifyRequest, reference: string) {
  const { actor } = request;
  const [user] = await db
    .select({ id: users.id, uuid: users.uuid, role: users.role, is_active: users.is_active })
    .from(users)
    .where(and(eq(users.tenant_id, actor.tenantId), byReference(reference), visibleUsers(actor)));
  if (!user) throw notFound();
  const memberships = await db
    .select({
      id: companies.id,
      pinLogin: sql<boolean>`coalesce((${companies.settings} ->> 'pin_login')::boolean, false)`,
    })
    .from(companyUsers)
    .innerJoin(companies, eq(companies.id, companyUsers.company_id))
    .where(eq(companyUsers.user_id, user.id));
  if (!managesLoginCodesOf(actor, { ...user, company_ids: memberships.map((m) => m.id) })) throw forbidden();
  const counted = companiesForLoginCodes(
    actor,
    memberships.map((m) => m.id),
  );
  const pinLogin = memberships.some((m) => m.pinLogin && counted.includes(m.id));
  return { user, pinLogin };
}

/**
 * A person's PIN codes on the organization area's person page (issue 25): list the live ones, issue one (the
 * only answer that carries the code), revoke one. Issuing needs PIN sign-in on in a company of the person's
 * that the actor manages.
 */
export async function userLoginCodeRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;

  registerOperation(
    app,
    listLoginCodes,
    async (request) => {
      const { user } = await personForCodes(services.db, request, request.params.user);
      const rows = await auth.liveLoginCodes(services.db, user.id, services.clock.now());
      return listEnvelope(request, rows.map(presentCode));
    },
    { preValidation: requireUser },
  );

  registerOperation(
    app,
    issueLoginCode,
    async (request) => {
      const { actor, body } = request;
      const now = services.clock.now();
      const { user, pinLogin } = await personForCodes(services.db, request, request.params.user);
      if (!pinLogin)
        throw new HttpError(422, 'login_codes.pin_login_off', { kind: ['login_codes.pin_login_off'] });
      if (!user.is_active) throw new HttpError(422, 'auth.inactive', { kind: ['auth.inactive'] });
      const expiresAt =
        body.kind === 'time_limited'
          ? new Date(body.expires_at)
          : new Date(now.getTime() + auth.singleUseCodeTtlDays * 86_400_000);
      if (expiresAt.getTime() <= now.getTime())
        throw fieldError('expires_at', 'validation.login_code_expiry_past');
      if (expiresAt.getTime() > now.getTime() + maxCodeDays * 86_400_000)
        throw fieldError('expires_at', 'validation.login_code_expiry_too_far');
      await consumeRateLimits(
        services.db,
        [{ key: `login-code-issue:t${actor.tenantId}:u${user.id}`, ...issueLimit }],
        now,
      );
      const issued = await services.db.transaction(async (tx) => {
        const made = await auth.issueLoginCode(tx, {
          tenantId: actor.tenantId,
          userId: user.id,
          reusable: body.kind === 'time_limited',
          expiresAt,
          now,
          issuedById: actor.user!.id,
        });
        await recordIncident(tx, actor, 'users.login_code_issued', fqmi('users', user.uuid, 'user'), {
          values: { id: made.row.id, kind: body.kind, expires_at: expiresAt.toISOString() },
          redacted: ['code'],
        });
        return made;
      });
      return itemEnvelope(
        request,
        { ...presentCode(issued.row), code: issued.code },
        { message: translate('login_codes.issued', request.locale) },
      );
    },
    { preValidation: requireUser },
  );

  registerOperation(
    app,
    revokeLoginCode,
    async (request) => {
      const { actor } = request;
      const { user } = await personForCodes(services.db, request, request.params.user);
      await services.db.transaction(async (tx) => {
        const revoked = await auth.revokeLoginCode(tx, {
          userId: user.id,
          id: request.params.id,
          now: services.clock.now(),
        });
        if (!revoked) throw notFound();
        await recordIncident(tx, actor, 'users.login_code_revoked', fqmi('users', user.uuid, 'user'), {
          values: { id: request.params.id },
        });
      });
      return messageEnvelope(request, translate('login_codes.revoked', request.locale));
    },
    { preValidation: requireUser },
  );
}
