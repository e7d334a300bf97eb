import { blockPassportContract } from '@academy/contracts/entities/block';
import { and, eq } from 'drizzle-orm';
import { blocks, passports } from '../../db/schema/content.ts';
import { companies, departments, users } from '../../db/schema/tenancy.ts';
import { defineResource } from '../../platform/resource/define-resource.ts';
import { referenceFilter } from '../../platform/resource/reference-filter.ts';
import { resolveReference } from '../../platform/resource/references.ts';
import { belongsTo, summary } from '../../platform/resource/relations.ts';
import { authorsOnly } from '../content-visibility/index.ts';
import { assertNotLinked } from '../courses/index.ts';
import { blockPassportPolicy } from './blocks.policy.ts';
import { grantableHeader, grantableUuid, presentGrantable } from './passport-grantable.ts';

const grantableTables = { company: companies, department: departments, user: users } as const;

/** blocks-passports: a block's access control, one row per company, department or user granted. */
export const blockPassportResource = defineResource(blockPassportContract, {
  table: passports,
  policy: blockPassportPolicy,
  label: { en: 'Block access', nb: 'Blokktilgang' },
  header: (row) => row.grantable_header ?? `${row.grantable_type}:${row.grantable_id}`,
  computed: { grantable_header: grantableHeader, grantable_uuid: grantableUuid },
  hidden: ['grantable_header', 'grantable_uuid'],
  visibility: authorsOnly,
  sorts: { created_at: passports.created_at, grantable_type: passports.grantable_type },
  defaultSort: 'created_at',
  filters: {
    block: (value) => referenceFilter(passports.block_id, blocks, value),
    grantable_type: (value) => eq(passports.grantable_type, value as 'company'),
  },
  relations: {
    block: belongsTo(blocks, 'block_id', {
      always: true,
      pick: summary('blocks', 'block', (row) => row.title),
    }),
  },
  present: (row) => ({ grantable: presentGrantable(row) }),
  create: {
    async prepare(input, context) {
      const blockId = await resolveReference(context, blocks, input.block_id, 'block_id');
      const type = input.grantable_type;
      const grantableId = await resolveReference(
        context,
        grantableTables[type],
        input.grantable_id,
        'grantable_id',
      );
      await assertNotLinked(
        context,
        passports,
        and(
          eq(passports.block_id, blockId),
          eq(passports.grantable_type, type),
          eq(passports.grantable_id, grantableId),
        )!,
        'grantable_id',
      );
      return { block_id: blockId, grantable_type: type, grantable_id: grantableId };
    },
  },
  writeRelations: ['blocks-passports', 'blocks'],
});
