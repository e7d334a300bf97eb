import { departmentUserContract } from '@academy/contracts/entities/department';
import { createResourceApi } from './create-resource-api.ts';

/** Department memberships (spec §3 department-user): who is in a department, in which order, who heads it. */
export const departmentUsersApi = createResourceApi(departmentUserContract);
