import type { CompanyContent } from './content-types.ts';

/** The two demo customers: Nordlys shows a branded company with its own sign-up page, Fjord the defaults. */
export const demoCompanies: readonly CompanyContent[] = [
  {
    slug: 'nordlys',
    name: 'Nordlys AS',
    departments: ['Sales', 'Operations'],
    headerColor: '#1b4f72',
    dedicatedPagesDepartment: 'Sales',
  },
  {
    slug: 'fjord',
    name: 'Fjord Logistics',
    departments: ['Drivers'],
  },
];

/** The single demo tenant; its slug is how the seed recognises that it has already run. */
export const demoTenant = { name: 'Academy', slug: 'academy' } as const;
