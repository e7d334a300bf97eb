import type { DemoAccount } from './content-types.ts';

/** Every demo account signs in with this password; printed at start, so never use the seed in production. */
export const DEMO_PASSWORD = 'academy-demo';

/** The demo sign-ins, one per role of spec §6, in the order they are printed. */
export const demoAccounts: readonly DemoAccount[] = [
  {
    email: 'super@academy.test',
    firstName: 'Sigrid',
    lastName: 'Solberg',
    role: 'super_admin',
    description: 'super admin',
    lastLoginDaysAgo: 1,
    memberships: [],
  },
  {
    email: 'admin@academy.test',
    firstName: 'Anders',
    lastName: 'Berg',
    role: 'admin',
    description: 'admin',
    lastLoginDaysAgo: 2,
    memberships: [],
  },
  {
    email: 'manager@academy.test',
    firstName: 'Marte',
    lastName: 'Nilsen',
    role: 'user',
    description: 'manager of Nordlys AS',
    lastLoginDaysAgo: 3,
    memberships: [{ companySlug: 'nordlys', isManager: true }],
  },
  {
    email: 'head@academy.test',
    firstName: 'Henrik',
    lastName: 'Dahl',
    role: 'user',
    description: 'department head of Nordlys AS / Sales',
    lastLoginDaysAgo: 5,
    memberships: [{ companySlug: 'nordlys', departments: [{ name: 'Sales', isHead: true }] }],
  },
  {
    email: 'learner@academy.test',
    firstName: 'Lene',
    lastName: 'Larsen',
    role: 'user',
    description: 'learner in Nordlys AS / Sales, never signed in',
    lastLoginDaysAgo: null,
    memberships: [{ companySlug: 'nordlys', departments: [{ name: 'Sales' }] }],
  },
  {
    email: 'multi@academy.test',
    firstName: 'Mia',
    lastName: 'Johansen',
    role: 'user',
    description: 'learner in Nordlys AS / Operations and Fjord Logistics / Drivers',
    lastLoginDaysAgo: 4,
    memberships: [
      { companySlug: 'nordlys', departments: [{ name: 'Operations' }] },
      { companySlug: 'fjord', departments: [{ name: 'Drivers' }] },
    ],
  },
  {
    email: 'fjord.manager@academy.test',
    firstName: 'Fredrik',
    lastName: 'Lund',
    role: 'user',
    description: 'manager of Fjord Logistics',
    lastLoginDaysAgo: 6,
    memberships: [{ companySlug: 'fjord', isManager: true }],
  },
  {
    email: 'fjord.learner@academy.test',
    firstName: 'Frida',
    lastName: 'Haugen',
    role: 'user',
    description: 'learner in Fjord Logistics / Drivers',
    lastLoginDaysAgo: 8,
    preferredLanguage: 'nb',
    memberships: [{ companySlug: 'fjord', departments: [{ name: 'Drivers' }] }],
  },
];

/** One line per account, for the server log and the seed command. */
export function describeDemoAccounts(): string[] {
  const width = Math.max(...demoAccounts.map((account) => account.email.length));
  return demoAccounts.map((account) => `${account.email.padEnd(width)}  ${account.description}`);
}
