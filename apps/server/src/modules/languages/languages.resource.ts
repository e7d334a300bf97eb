import { languageContract } from '@academy/contracts/entities/language';
import { and, eq } from 'drizzle-orm';
import { blocks, courseVariants, lessons, questions } from '../../db/schema/content.ts';
import { languages } from '../../db/schema/tenancy.ts';
import { fieldError } from '../../platform/http/http-error.ts';
import { defineResource, type ResourceContext } from '../../platform/resource/define-resource.ts';
import { countOf } from '../../platform/resource/relations.ts';
import { languagePolicy } from './languages.policy.ts';

async function assertCodeFree(context: ResourceContext, code: string, exceptId?: number) {
  const [existing] = await context.db
    .select({ id: languages.id })
    .from(languages)
    .where(and(eq(languages.tenant_id, context.actor.tenantId), eq(languages.code, code)));
  if (existing && existing.id !== exceptId) throw fieldError('code', 'validation.invalid_value');
}

export const languageResource = defineResource(languageContract, {
  table: languages,
  policy: languagePolicy,
  label: { en: 'Language', nb: 'Språk' },
  header: (row) => row.name,
  searchColumns: [languages.name, languages.code],
  sorts: { name: languages.name, code: languages.code, created_at: languages.created_at },
  defaultSort: 'name',
  filters: { code: (value) => eq(languages.code, value) },
  relations: {
    variants_count: countOf(courseVariants, courseVariants.language_id),
    questions_count: countOf(questions, questions.language_id),
    blocks_count: countOf(blocks, blocks.language_id),
    lessons_count: countOf(lessons, lessons.language_id),
  },
  create: {
    async prepare(input, context) {
      await assertCodeFree(context, String(input.code));
      return input;
    },
  },
  update: {
    async prepare(input, context, row) {
      if (input.code) await assertCodeFree(context, String(input.code), row.id);
      return input;
    },
  },
});
