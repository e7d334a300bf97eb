import { asc, inArray } from 'drizzle-orm';
import { passports } from '../../db/schema/content.ts';
import type { RelationLoader } from '../../platform/resource/define-resource.ts';
import { restrictedTo } from '../../platform/resource/relations.ts';
import { seesAllContent } from '../content-visibility/index.ts';
import { grantableHeader, grantableUuid, presentGrantable } from './passport-grantable.ts';

/** A block's passports with whom they grant, in one query; administrators only (it is access control). */
export const blockPassports: RelationLoader = restrictedTo((context) => seesAllContent(context.actor), {
  async load(context, rows) {
    const found = await context.db
      .select({
        id: passports.id,
        uuid: passports.uuid,
        tenant_id: passports.tenant_id,
        block_id: passports.block_id,
        grantable_type: passports.grantable_type,
        grantable_id: passports.grantable_id,
        grantable_header: grantableHeader,
        grantable_uuid: grantableUuid,
      })
      .from(passports)
      .where(
        inArray(
          passports.block_id,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(passports.id));
    const map = new Map<number, unknown[]>(rows.map((row) => [row.id, []]));
    for (const passport of found) {
      map.get(passport.block_id)?.push({
        id: passport.id,
        uuid: passport.uuid,
        fqmi: `blocks-passports:${passport.uuid}|passport`,
        grantable_type: passport.grantable_type,
        grantable_id: passport.grantable_id,
        grantable: presentGrantable(passport),
      });
    }
    return map;
  },
});
