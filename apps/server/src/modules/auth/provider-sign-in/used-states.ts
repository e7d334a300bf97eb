import { type SignInProvider, signInProviders } from '@academy/contracts/operations/auth-providers';
import type { Services } from '../../../platform/services.ts';

/** The inbox source under which a provider's used-up callback states are stored (one row per sign-in). */
export const usedStateSource = (provider: SignInProvider) => `sign-in:${provider}`;

/**
 * A used state only has to outlive its flow (ten minutes, sign-in-flow.ts) to refuse a replay; a day is kept
 * for looking into a complaint, then the inbox's daily prune removes it.
 */
const usedStateRetentionDays = 1;

export function retainUsedStates(services: Pick<Services, 'inbox'>): void {
  for (const provider of signInProviders)
    services.inbox.retain(usedStateSource(provider), usedStateRetentionDays);
}
