// Loading a resource module defines its resource; the generic routes then serve every one of them.
import './companies/companies.resource.ts';
import './departments/department-users.resource.ts';
import './departments/departments.resource.ts';
import './languages/languages.resource.ts';
import './tenants/tenants.resource.ts';
import './users/users.resource.ts';
