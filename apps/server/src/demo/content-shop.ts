import type { ProductContent } from './content-types.ts';

/** The public shop: a small bundle and everything at once. */
export const demoProducts: readonly ProductContent[] = [
  {
    name: 'Safety bundle',
    description:
      'Workplace Safety and Information Security Basics, with the Safety Handbook in the knowledge base. One year of access for one learner.',
    price: 149_000,
    numberOfDays: 365,
    courseCodes: ['WS-101', 'IS-201'],
    bookKeys: ['safety-handbook'],
  },
  {
    name: 'Complete academy',
    description:
      'Every course in the academy and the whole knowledge base, in English and Norwegian. One year of access for one learner.',
    price: 349_000,
    numberOfDays: 365,
    courseCodes: ['WS-101', 'IS-201', 'CS-301'],
    bookKeys: ['safety-handbook'],
  },
];
