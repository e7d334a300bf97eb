import { certificateContract } from '@academy/contracts/entities/certificate';
import { sql } from 'drizzle-orm';
import { courses } from '../../db/schema/content.ts';
import { certificates } from '../../db/schema/learning.ts';
import { companies, departments, departmentUsers, users } from '../../db/schema/tenancy.ts';
import { defineResource, type ResourceContext } from '../../platform/resource/define-resource.ts';
import { qualified } from '../../platform/resource/qualified.ts';
import { booleanFilterValue, referenceFilter } from '../../platform/resource/reference-filter.ts';
import { resolveReference } from '../../platform/resource/references.ts';
import { belongsTo, summary } from '../../platform/resource/relations.ts';
import { courseForReader } from '../content-visibility/index.ts';
import { holderDepartmentIds, holderInDepartments } from './certificate-holders.ts';
import { certificatePdfPath, certificatePublicUrl } from './certificate-links.ts';
import { certificatePolicy, certificatesInView } from './certificates.policy.ts';

type CertificateRow = typeof certificates.$inferSelect;

const valid = sql<boolean>`(${certificates.expires_at} is null or ${certificates.expires_at} > now())`;
const courseUuid = sql<string>`(select ${courses.uuid}::text from ${courses} where ${courses.id} = ${qualified(certificates.course_id)})`;

export const certificateResource = defineResource(certificateContract, {
  table: certificates,
  policy: certificatePolicy,
  label: { en: 'Certificate', nb: 'Kursbevis' },
  header: (row) => row.title,
  computed: { valid, course_uuid: courseUuid, holder_department_ids: holderDepartmentIds },
  hidden: ['holder_department_ids'],
  visibility: certificatesInView,
  searchColumns: [certificates.title, certificates.certifier],
  sorts: {
    issued_at: certificates.issued_at,
    expires_at: certificates.expires_at,
    title: certificates.title,
  },
  defaultSort: '-issued_at',
  filters: {
    user: (value) => referenceFilter(certificates.user_id, users, value),
    course: (value) => referenceFilter(certificates.course_id, courses, value),
    company: (value) => referenceFilter(certificates.company_id, companies, value),
    department: (value) =>
      holderInDepartments(referenceFilter(departmentUsers.department_id, departments, value)),
    valid: (value) => {
      const flag = booleanFilterValue(value);
      return flag === undefined ? undefined : flag ? valid : sql`not ${valid}`;
    },
  },
  relations: {
    user: belongsTo(users, 'user_id', {
      always: true,
      pick: summary(
        'users',
        'user',
        (row) => `${row.first_name} ${row.last_name}`,
        (row) => ({ email: row.email }),
      ),
    }),
    // The course as its reader names it: the title in their language (the name is administrative English).
    course: courseForReader(),
    company: belongsTo(companies, 'company_id', { pick: summary('companies', 'company', (row) => row.name) }),
    // Not a query: the verification link needs the configured public URL, which only the context carries.
    public_url: {
      always: true,
      load: async (context: ResourceContext, rows: readonly CertificateRow[]) =>
        new Map(
          rows.map((row) => [
            row.id,
            certificatePublicUrl(context.services.config.publicUrl, row.uuid, row.id),
          ]),
        ),
    },
  },
  present: (row) => ({
    // The spec's certificate panel names these too: issued date, expiry date and an active flag.
    issued_date: row.issued_at ? new Date(row.issued_at).toISOString().slice(0, 10) : null,
    expiry_date: row.expires_at ? new Date(row.expires_at).toISOString().slice(0, 10) : null,
    is_active: row.valid === true,
    pdf_url: certificatePdfPath(row.uuid),
  }),
  create: {
    async prepare(input, context) {
      const userId = await resolveReference(context, users, input.user_id, 'user_id');
      const courseId = await resolveReference(context, courses, input.course_id, 'course_id');
      const companyId =
        input.company_id === undefined || input.company_id === null
          ? null
          : await resolveReference(
              context,
              companies,
              input.company_id,
              'company_id',
              // The certificate's company must be one of the holder's companies.
              sql`exists (select 1 from company_users cu where cu.company_id = ${companies.id} and cu.user_id = ${userId})`,
            );
      return {
        ...input,
        user_id: userId,
        course_id: courseId,
        company_id: companyId,
        issued_at: input.issued_at ?? context.services.clock.now().toISOString(),
      };
    },
  },
  update: {},
  writeRelations: ['certificates', 'qualifications'],
});
