import { type SQL, sql } from 'drizzle-orm';
import { certificates } from '../../db/schema/learning.ts';
import { departments, departmentUsers } from '../../db/schema/tenancy.ts';
import { qualified } from '../../platform/resource/qualified.ts';

/**
 * The holder's memberships in departments of the certificate's company (not of another company they are in):
 * the heads of those departments may read the certificate (issue 14). `condition` narrows the departments.
 */
const holderDepartmentsInCompany = (condition?: SQL) =>
  sql`from ${departmentUsers} join ${departments} on ${qualified(departments.id)} = ${qualified(departmentUsers.department_id)}
    where ${qualified(departmentUsers.user_id)} = ${qualified(certificates.user_id)}
      and ${qualified(departments.company_id)} = ${qualified(certificates.company_id)}
      ${condition ? sql`and ${condition}` : sql``}`;

/** The holder's departments in the certificate's company, as an array column. */
export const holderDepartmentIds = sql<
  number[]
>`(select coalesce(array_agg(${qualified(departmentUsers.department_id)}), '{}') ${holderDepartmentsInCompany()})`;

/** The holder is in one of the certificate company's departments that `condition` names. */
export const holderInDepartments = (condition: SQL) =>
  sql`exists (select 1 ${holderDepartmentsInCompany(condition)})`;
