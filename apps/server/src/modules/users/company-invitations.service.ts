import type { CompanyInvitationCheck } from '@academy/contracts/entities/user';
import type { Locale } from '@academy/contracts/messages';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, companyInvitations, departments, languages, users } from '../../db/schema/tenancy.ts';
import { generateToken, hashToken } from '../../platform/auth/token-hash.ts';
import { fieldError } from '../../platform/http/http-error.ts';
import type { Services } from '../../platform/services.ts';
import { recordAuthIncident } from '../auth/index.ts';
import { companyInvitationMail } from './company-invitation.mail.ts';
import { voidPendingEmailChanges } from './pending-email-changes.ts';
import { addMembership, type Membership } from './user-membership.ts';

/** An invitation waits two weeks for its answer: long enough for someone back from holiday. */
export const invitationTtlDays = 14;

const invitationInvalid = () => fieldError('token', 'validation.invitation_invalid');

/**
 * Records an invitation for an existing account to join a company, with what the membership brings, and
 * returns the link's token (only its hash is stored). A newer invitation to the same company replaces an
 * unanswered one, so only the newest link works.
 */
export async function inviteToCompany(
  db: Executor,
  input: { tenantId: number; userId: number; invitedById: number | null; membership: Membership; now: Date },
): Promise<string> {
  const { membership } = input;
  await db
    .delete(companyInvitations)
    .where(
      and(
        eq(companyInvitations.user_id, input.userId),
        eq(companyInvitations.company_id, membership.companyId),
        isNull(companyInvitations.accepted_at),
      ),
    );
  const token = generateToken();
  await db.insert(companyInvitations).values({
    tenant_id: input.tenantId,
    company_id: membership.companyId,
    user_id: input.userId,
    invited_by_id: input.invitedById,
    is_manager: membership.isManager,
    department_ids: membership.departmentIds,
    token_hash: hashToken(token),
    expires_at: new Date(input.now.getTime() + invitationTtlDays * 86_400_000).toISOString(),
  });
  return token;
}

/** Mails the invitation to the account's owner, in their language (else the inviting manager's). */
export async function mailInvitation(
  services: Services,
  input: { tenantId: number; userId: number; companyId: number; token: string; locale: Locale },
): Promise<void> {
  const [found] = await services.db
    .select({
      email: users.email,
      first_name: users.first_name,
      language: languages.code,
      company: companies.name,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, input.companyId))
    .leftJoin(languages, eq(languages.id, users.preferred_language_id))
    .where(eq(users.id, input.userId));
  if (!found) return;
  await services.mail.sendLater({
    tenantId: input.tenantId,
    to: found.email,
    template: companyInvitationMail,
    locale: found.language === 'en' || found.language === 'nb' ? found.language : input.locale,
    data: {
      name: found.first_name,
      company: found.company,
      link: `${services.config.publicUrl}/company-invitation/${input.token}`,
      expires_days: invitationTtlDays,
    },
    idempotencyKey: `company-invitation:${hashToken(input.token).slice(0, 32)}`,
    companyId: input.companyId,
  });
}

const liveInvitation = (tenantId: number, token: string, now: Date) =>
  and(
    eq(companyInvitations.tenant_id, tenantId),
    eq(companyInvitations.token_hash, hashToken(token)),
    isNull(companyInvitations.accepted_at),
    gt(companyInvitations.expires_at, now.toISOString()),
  );

/** What a live link invites to (the guest page shows it before the owner accepts); 422 otherwise. */
export async function checkInvitation(
  services: Services,
  input: { tenantId: number; token: string },
): Promise<CompanyInvitationCheck> {
  const [found] = await services.db
    .select({ company: companies.name, email: users.email })
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.company_id))
    .innerJoin(users, eq(users.id, companyInvitations.user_id))
    .where(liveInvitation(input.tenantId, input.token, services.clock.now()));
  if (!found) throw invitationInvalid();
  return found;
}

/**
 * Accepts an invitation: the link is used up in one conditional update (of two concurrent clicks only one
 * wins), and the user joins the company and those of the chosen departments that still belong to it, in one
 * transaction. Following the mailed link is the owner's consent; no sign-in is needed, as for a reset link.
 */
export async function acceptInvitation(
  services: Services,
  input: { tenantId: number; token: string; ip: string },
): Promise<{ userId: number; company: string }> {
  const now = services.clock.now();
  return services.db.transaction(async (tx) => {
    const [invitation] = await tx
      .update(companyInvitations)
      .set({ accepted_at: now.toISOString(), updated_at: now.toISOString() })
      .where(liveInvitation(input.tenantId, input.token, now))
      .returning();
    if (!invitation) throw invitationInvalid();
    const [company] = await tx
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(eq(companies.id, invitation.company_id));
    const departmentIds = invitation.department_ids.length
      ? (
          await tx
            .select({ id: departments.id })
            .from(departments)
            .where(
              and(
                inArray(departments.id, invitation.department_ids),
                eq(departments.company_id, invitation.company_id),
              ),
            )
        ).map((row) => row.id)
      : [];
    await addMembership({ db: tx, tenantId: input.tenantId }, invitation.user_id, {
      companyId: invitation.company_id,
      isManager: invitation.is_manager,
      departmentIds,
    });
    // Another company's managers now share the person: changes of address asked before are void (issue 20).
    await voidPendingEmailChanges(tx, [invitation.user_id], now);
    const [user] = await tx
      .select({ id: users.id, uuid: users.uuid })
      .from(users)
      .where(eq(users.id, invitation.user_id));
    await recordAuthIncident(tx, {
      tenantId: input.tenantId,
      event: 'company_invitation_accepted',
      user,
      companyId: company.id,
      data: { ip: input.ip, invitation: invitation.uuid },
    });
    return { userId: invitation.user_id, company: company.name };
  });
}
