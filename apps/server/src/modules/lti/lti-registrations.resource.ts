import { ltiRegistrationContract } from '@academy/contracts/entities/lti-registration';
import { inArray } from 'drizzle-orm';
import { ltiRegistrations } from '../../db/schema/lti.ts';
import { companies } from '../../db/schema/tenancy.ts';
import { managedCompanyIdsInScope } from '../../platform/auth/actor.ts';
import { revokeLaunchSessions } from '../../platform/auth/tokens.ts';
import { defineResource, type ResourceContext } from '../../platform/resource/define-resource.ts';
import { referenceFilter } from '../../platform/resource/reference-filter.ts';
import { belongsTo, summary } from '../../platform/resource/relations.ts';
import { resolveWriteCompany } from '../companies/index.ts';
import { canSeeAllLtiRegistrations, ltiRegistrationPolicy } from './lti-registrations.policy.ts';

/** Ends the registration's launch sessions, and has every process forget them (the actor cache's revocation). */
async function endLaunchSessions(registrationId: number, context: ResourceContext) {
  const now = context.services.clock.now();
  const userIds = await revokeLaunchSessions(context.db, 'lti', [registrationId], now);
  context.services.actors.forgetUsers(userIds);
}

const unique = (values: string[]) => [...new Set(values.map((value) => value.trim()))];
/** The pages that frame the tool are kept as origins (the contract checked each is a web URL), once each. */
const origins = (values: string[]) => [...new Set(values.map((value) => new URL(value.trim()).origin))];

/**
 * A company's LTI 1.3 platforms, in the integrations tab (organization area and the admin company page). The
 * values are the platform's and not secret; the tool's private key is elsewhere (lti-keys.ts) and never sent.
 */
export const ltiRegistrationResource = defineResource(ltiRegistrationContract, {
  table: ltiRegistrations,
  policy: ltiRegistrationPolicy,
  label: { en: 'LTI platform', nb: 'LTI-plattform' },
  header: (row) => row.name,
  visibility: (actor) => {
    if (canSeeAllLtiRegistrations(actor)) return undefined;
    const managed = actor.user ? managedCompanyIdsInScope(actor) : [];
    return managed.length ? inArray(ltiRegistrations.company_id, managed) : false;
  },
  searchColumns: [ltiRegistrations.name, ltiRegistrations.issuer, ltiRegistrations.client_id],
  sorts: { created_at: ltiRegistrations.created_at, name: ltiRegistrations.name },
  defaultSort: '-created_at',
  filters: { company: (value) => referenceFilter(ltiRegistrations.company_id, companies, value) },
  relations: {
    company: belongsTo(companies, 'company_id', {
      always: true,
      pick: summary('companies', 'company', (row) => row.name),
    }),
  },
  uniqueFields: {
    lti_registrations_issuer_client_unique: { field: 'client_id', message: 'validation.lti_client_taken' },
  },
  create: {
    async prepare(input, context) {
      const { company_id: requested, ...values } = input;
      const companyId = await resolveWriteCompany(
        context,
        requested,
        managedCompanyIdsInScope(context.actor),
      );
      return {
        ...values,
        company_id: companyId,
        deployment_ids: unique(values.deployment_ids),
        frame_origins: origins(values.frame_origins ?? []),
        seat_limit: values.seat_limit ?? null,
      };
    },
  },
  update: {
    async prepare(input) {
      const { deployment_ids, frame_origins } = input;
      return {
        ...input,
        ...(deployment_ids ? { deployment_ids: unique(deployment_ids) } : {}),
        ...(frame_origins ? { frame_origins: origins(frame_origins) } : {}),
      };
    },
    // Switched off: the sessions launched from the platform end now (the session loader refuses them anyway).
    async after(row, _input, context) {
      if (!row.is_active) await endLaunchSessions(row.id, context);
    },
  },
  beforeDelete: (row, context) => endLaunchSessions(row.id, context),
});
