/**
 * The Norwegian (nb) vocabulary of the product: one word for each thing, on every screen, in every e-mail, PDF
 * and report. Each entry names the preferred term and the variants that must not appear, matched from the start
 * of a word (so compounds such as "firmakurs" are caught, while "forsikringsselskap" — an insurance company, not
 * the customer — is not). glossary.test.ts checks every nb text against it; docs/glossary.md explains it.
 */
export type GlossaryEntry = {
  /** The English concept. */
  concept: string;
  /** The word to use in nb, in its base form. */
  preferred: string;
  /** Forbidden variants: each matches a word beginning with it (any inflection or compound). */
  forbidden: readonly RegExp[];
  /** Why this word and not another. */
  why: string;
};

export const nbGlossary: readonly GlossaryEntry[] = [
  {
    concept: 'company',
    preferred: 'bedrift',
    forbidden: [/\bfirma/i, /\bselskap/i],
    why: 'The customer is a workplace; "bedrift" is what Norwegian HR and HMS texts call it. "Firma" and "selskap" read as legal entities and mixed two words for one thing.',
  },
  {
    concept: 'certificate',
    preferred: 'kursbevis',
    forbidden: [/\bsertifikat/i],
    why: 'What a learner gets for a course is a course diploma, "kursbevis"; a "sertifikat" is a licence (e.g. a driving licence).',
  },
  {
    concept: 'tenant',
    preferred: 'akademi',
    forbidden: [/\bleietaker/i],
    why: '"Leietaker" is hosting jargon (a renter). People see one academy: its name, logo and settings.',
  },
  {
    concept: 'sign in',
    preferred: 'logge inn (innlogging)',
    forbidden: [/\bpålogg/i],
    why: '"Logge inn"/"innlogging" dominates the screens; one verb for one action.',
  },
  {
    concept: 'learner',
    preferred: 'deltaker',
    forbidden: [/\belev(?:er|en|ene)?(?![a-zæøå])/i],
    why: 'Learners are grown-up employees on courses, "deltakere"; "elev" is a school pupil.',
  },
];

/** A forbidden variant found in a text, with the term to use instead. */
export type GlossaryViolation = { found: string; preferred: string };

/** Every forbidden variant in a text. */
export function glossaryViolations(text: string): GlossaryViolation[] {
  const found: GlossaryViolation[] = [];
  for (const entry of nbGlossary)
    for (const pattern of entry.forbidden) {
      const match = pattern.exec(text);
      if (match) found.push({ found: match[0], preferred: entry.preferred });
    }
  return found;
}
