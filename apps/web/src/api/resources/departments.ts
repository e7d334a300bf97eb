import { departmentContract } from '@academy/contracts/entities/department';
import { createResourceApi } from './create-resource-api.ts';

/** Departments (spec §3) of a company, with their people in order and who heads them. */
export const departmentsApi = createResourceApi(departmentContract);
