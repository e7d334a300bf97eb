import type { ApiKeyPermission } from '@academy/contracts/entities/api-key';
import type { Database } from '../../db/client.ts';
import { apiKeys } from '../../db/schema/tenancy.ts';
import { generateApiKey } from '../../platform/auth/api-key-secret.ts';

/** Writes an API key of a company as the create route would, and gives back its row and the key in full. */
export async function buildApiKey(
  db: Database,
  input: {
    tenantId: number;
    companyId: number;
    permissions: ApiKeyPermission[];
    name?: string;
    expiresAt?: string | null;
    revokedAt?: string | null;
  },
) {
  const made = generateApiKey();
  const [row] = await db
    .insert(apiKeys)
    .values({
      tenant_id: input.tenantId,
      company_id: input.companyId,
      name: input.name ?? 'Test key',
      prefix: made.prefix,
      secret_hash: made.secretHash,
      permissions: input.permissions,
      expires_at: input.expiresAt ?? null,
      revoked_at: input.revokedAt ?? null,
    })
    .returning();
  return { row, key: made.key };
}
