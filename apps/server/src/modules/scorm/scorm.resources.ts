import {
  type ScormPackageStatus,
  type ScormVersion,
  scormPackageContract,
  scormRegistrationContract,
} from '@academy/contracts/entities/scorm';
import { and, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { courses } from '../../db/schema/content.ts';
import { scormPackages, scormRegistrations } from '../../db/schema/learning.ts';
import { companies, users } from '../../db/schema/tenancy.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { managedCompanyIdsInScope } from '../../platform/auth/actor.ts';
import { defineResource } from '../../platform/resource/define-resource.ts';
import { referenceFilter } from '../../platform/resource/reference-filter.ts';
import { belongsTo, countOf, summary } from '../../platform/resource/relations.ts';
import { canSeeAllScorm, scormPackagePolicy, scormRegistrationPolicy } from './scorm.policy.ts';

/** Where a package stands now: revoked wins over expired. */
export function scormPackageStatus(
  row: { revoked_at: string | null; expires_at: string | null },
  now = Date.now(),
): ScormPackageStatus {
  if (row.revoked_at) return 'revoked';
  if (row.expires_at && new Date(row.expires_at).getTime() <= now) return 'expired';
  return 'active';
}

const statusCondition = (status: ScormPackageStatus) => {
  if (status === 'revoked') return isNotNull(scormPackages.revoked_at);
  if (status === 'expired')
    return and(isNull(scormPackages.revoked_at), lte(scormPackages.expires_at, sql`now()`));
  return and(
    isNull(scormPackages.revoked_at),
    or(isNull(scormPackages.expires_at), gt(scormPackages.expires_at, sql`now()`)),
  );
};

/** A manager sees the rows of the company they act in; an API key or a learner sees none. */
const companyRows = (column: typeof scormPackages.company_id | typeof scormRegistrations.company_id) => {
  return (actor: Actor) => {
    if (canSeeAllScorm(actor)) return undefined;
    const managed = actor.user ? managedCompanyIdsInScope(actor) : [];
    return managed.length ? inArray(column, managed) : false;
  };
};

/** A company's SCORM packages (organization area, SCORM tab). Made, revoked and downloaded by scorm.routes.ts. */
export const scormPackageResource = defineResource(scormPackageContract, {
  table: scormPackages,
  policy: scormPackagePolicy,
  label: { en: 'SCORM package', nb: 'SCORM-pakke' },
  header: (row) => `SCORM ${row.version}`,
  visibility: companyRows(scormPackages.company_id),
  sorts: { created_at: scormPackages.created_at },
  defaultSort: '-created_at',
  filters: {
    company: (value) => referenceFilter(scormPackages.company_id, companies, value),
    status: (value) => statusCondition(value as ScormPackageStatus),
  },
  relations: {
    company: belongsTo(companies, 'company_id', {
      always: true,
      pick: summary('companies', 'company', (row) => row.name),
    }),
    course: belongsTo(courses, 'course_id', {
      always: true,
      pick: summary('courses', 'course', (row) => row.name),
    }),
    seats_used: countOf(scormRegistrations, scormRegistrations.package_id),
  },
  present: (row, loaded) => ({
    version: row.version as ScormVersion,
    seats_used: loaded.seats_used ?? 0,
    status: scormPackageStatus(row),
  }),
});

/** The people who came in through a company's SCORM packages, one per company × course × LMS learner id. */
export const scormRegistrationResource = defineResource(scormRegistrationContract, {
  table: scormRegistrations,
  policy: scormRegistrationPolicy,
  label: { en: 'SCORM learner', nb: 'SCORM-deltaker' },
  header: (row) => row.scorm_learner_id,
  visibility: companyRows(scormRegistrations.company_id),
  searchColumns: [scormRegistrations.scorm_learner_id],
  sorts: { created_at: scormRegistrations.created_at, last_launched_at: scormRegistrations.last_launched_at },
  defaultSort: '-created_at',
  filters: {
    company: (value) => referenceFilter(scormRegistrations.company_id, companies, value),
    package: (value) => referenceFilter(scormRegistrations.package_id, scormPackages, value),
  },
  relations: {
    course: belongsTo(courses, 'course_id', {
      always: true,
      pick: summary('courses', 'course', (row) => row.name),
    }),
    user: belongsTo(users, 'user_id', {
      always: true,
      pick: summary('users', 'user', (row) => `${row.first_name} ${row.last_name}`),
    }),
  },
});
