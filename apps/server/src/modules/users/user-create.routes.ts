import { fqmi } from '@academy/contracts/common/base';
import { userCreateSchema } from '@academy/contracts/entities/user';
import { type Locale, translate } from '@academy/contracts/messages';
import { createUser } from '@academy/contracts/operations/people';
import multipart from '@fastify/multipart';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { type CompanySettings, companies, users } from '../../db/schema/tenancy.ts';
import { recordIncident } from '../../platform/audit.ts';
import { itemEnvelope } from '../../platform/http/envelope.ts';
import { fieldError } from '../../platform/http/http-error.ts';
import { registerOperation } from '../../platform/http/register-operation.ts';
import { authorize } from '../../platform/policy/define-policy.ts';
import type { ResourceContext } from '../../platform/resource/define-resource.ts';
import { multipartOptions, readFormInput } from '../../platform/resource/form-input.ts';
import { createResource } from '../../platform/resource/resource-service.ts';
import { mailAccountsAfterCommit } from './account-mail-jobs.ts';
import { inviteToCompany } from './company-invitations.service.ts';
import { resolveMembership } from './user-membership.ts';
import { createsAccountsDirectly } from './user-reach.policy.ts';
import { visibleUsers } from './user-visibility.ts';
import { userPolicy } from './users.policy.ts';
import {
  assertRoleAllowed,
  creatableUserResource,
  newPersonAnswers,
  userResource,
} from './users.resource.ts';

const contextOf = (request: FastifyRequest, db: Executor): ResourceContext => ({
  db,
  actor: request.actor,
  services: request.server.services,
  locale: request.locale,
});

/** The account an address belongs to in the tenant, and whether the actor may see it. */
async function accountOf(context: ResourceContext, email: string) {
  const [found] = await context.db
    .select({
      id: users.id,
      visible: sql<boolean>`coalesce(${visibleUsers(context.actor) ?? sql`true`}, false)`,
    })
    .from(users)
    .where(
      and(
        eq(users.tenant_id, context.actor.tenantId),
        sql`lower(${users.email}) = ${email.trim().toLowerCase()}`,
      ),
    );
  return found ?? null;
}

/**
 * Why a new account gets no welcome mail, if it does not (account-created.service: not for an inactive account or
 * a company with e-mails off), so a manager's answer says exactly what happened (issue 22 §5). It is taken from the
 * request and the company alone, so an invited existing account is answered as a new one would be (issue 9).
 */
function noWelcomeReason(input: { is_active?: boolean | undefined }, companyEmailsDisabled: boolean) {
  if (input.is_active === false) return 'users.no_welcome.inactive' as const;
  if (companyEmailsDisabled) return 'users.no_welcome.emails_disabled' as const;
  return null;
}

/** A manager's answer: the same for a new address and for an account they cannot see. */
function addedMessage(
  locale: Locale,
  input: { first_name: string; last_name: string; email: string; is_active?: boolean | undefined },
  company: { name: string; settings: CompanySettings },
) {
  const name = `${input.first_name} ${input.last_name}`;
  const reason = noWelcomeReason(input, company.settings.emails_disabled);
  return reason
    ? translate('users.added_no_welcome', locale, name, company.name, input.email, translate(reason, locale))
    : translate('users.added_welcome_sent', locale, name, company.name, input.email);
}

/**
 * POST /api/v1/users (spec §7 create, as JSON or a multipart form).
 *
 * Administrators see every user of the tenant: they get the created user (201) or "already exists".
 * A company manager adds a person to a company they manage. When the address has no account, the user is
 * created there; when it belongs to someone the manager can already see, "already exists". When it belongs
 * to an account the manager cannot see (another company's person), nothing of that account is revealed: its
 * owner is mailed an invitation to join, and the answer is the same 202, body and message as for a new
 * account — the request's own fields and the company (issue 9; docs/decisions.md).
 */
export async function userCreateRoutes(app: FastifyInstance): Promise<void> {
  await app.register(async (forms) => {
    // A user form takes no files: the form reader refuses any before reading it (no `uploads`).
    await forms.register(multipart, multipartOptions);
    const { services } = forms;

    registerOperation(forms, createUser, async (request, reply) => {
      const { actor, locale } = request;
      authorize(userPolicy, 'create', actor);
      // The new person's welcome (a link to choose a password) or the invitation: a job queued with the write.
      const mailAfterCommit = (
        tx: Executor,
        mails: Pick<Parameters<typeof mailAccountsAfterCommit>[2], 'createdIds' | 'invitations'>,
      ) => mailAccountsAfterCommit(services, tx, { tenantId: actor.tenantId, locale, ...mails });
      const { fields } = await readFormInput(request, userCreateSchema);

      if (createsAccountsDirectly(actor)) {
        // One user per create: the item is the written row, as the generic create answers it.
        const item = (await services.db.transaction(async (tx) => {
          const created = (await createResource(
            creatableUserResource,
            contextOf(request, tx),
            fields,
          )) as Record<string, unknown>;
          await mailAfterCommit(tx, { createdIds: [Number(created.id)], invitations: [] });
          return created;
        })) as Record<string, unknown>;
        reply.status(201);
        return itemEnvelope(request, item, {
          relations: ['users'],
          message: translate('resource.created', locale, userResource.label[locale]),
        });
      }

      // Everything the request itself decides is checked first, the same for every address.
      const input = userCreateSchema.parse(fields);
      const outcome = await services.db.transaction(async (tx) => {
        const context = contextOf(request, tx);
        assertRoleAllowed(context, input.role);
        if (input.company_id === undefined) throw fieldError('company_id', 'validation.required');
        const membership = (await resolveMembership(context, input))!;
        // The company's required fields are the request's own business: checked whoever the address is.
        await newPersonAnswers(context, input);
        const [company] = await tx
          .select({ uuid: companies.uuid, name: companies.name, settings: companies.settings })
          .from(companies)
          .where(eq(companies.id, membership.companyId));
        const account = await accountOf(context, input.email);
        if (!account) {
          const created = (await createResource(creatableUserResource, context, fields)) as { id: number };
          await mailAfterCommit(tx, { createdIds: [created.id], invitations: [] });
          return { company };
        }
        if (account.visible) throw fieldError('email', 'validation.email_taken');
        const token = await inviteToCompany(tx, {
          tenantId: actor.tenantId,
          userId: account.id,
          invitedById: actor.user!.id,
          membership,
          now: services.clock.now(),
        });
        const [invited] = await tx.select({ uuid: users.uuid }).from(users).where(eq(users.id, account.id));
        await recordIncident(tx, actor, 'users.invited', fqmi('users', invited.uuid, 'user'), {
          company: company.uuid,
        });
        // Queued as a new account's welcome is: the answer takes no longer than for a new account.
        await mailAfterCommit(tx, {
          createdIds: [],
          invitations: [{ userId: account.id, companyId: membership.companyId, token }],
        });
        return { company };
      });

      reply.status(202);
      return itemEnvelope(
        request,
        {
          email: input.email,
          first_name: input.first_name,
          last_name: input.last_name,
          company: { uuid: outcome.company.uuid, header: outcome.company.name },
        },
        {
          relations: ['users'],
          message: addedMessage(locale, input, outcome.company),
        },
      );
    });
  });
}
