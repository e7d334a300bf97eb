import { z } from 'zod';

/** Map of action name to whether the actor may perform it; absent means everything is allowed (spec §3). */
export const abilitiesSchema = z.record(z.string(), z.boolean());
export type Abilities = z.infer<typeof abilitiesSchema>;

/** Fields every entity shares (spec §3). */
export const baseEntitySchema = z.object({
  id: z.number().int(),
  uuid: z.string().uuid(),
  fqmi: z.string(),
  header: z.string(),
  created_at: z.string().nullable(),
  updated_at: z.string().nullable(),
  abilities: abilitiesSchema,
  configurations: z.record(z.string(), z.unknown()),
  relations: z.array(z.string()),
});
export type BaseEntity = z.infer<typeof baseEntitySchema>;

/** Fully qualified model identifier: `<resource>:<uuid>|<type>`; the part after the bar gives the type. */
export function fqmi(resource: string, uuid: string, type: string): string {
  return `${resource}:${uuid}|${type}`;
}

export function parseFqmi(value: string): { resource: string; uuid: string; type: string } | null {
  const match = /^([a-z_-]+):([0-9a-f-]{36})\|([a-z_-]+)$/i.exec(value);
  if (!match) return null;
  return { resource: match[1], uuid: match[2], type: match[3] };
}
