import type { LoginResponseItem } from '@academy/contracts/entities/auth';
import type { PartnerKind } from '@academy/contracts/entities/partner-integration';
import { generateToken, hashToken } from '../../platform/auth/token-hash.ts';
import type { InboxHandler } from '../../platform/inbox/index.ts';
import type { Services } from '../../platform/services.ts';
import type { SignedInWithoutToken } from '../auth/index.ts';
import { recordRefusal, type VerifiedPartnerCredential } from './partner-login.service.ts';
import { PartnerRefusal, type Refusal, refusalError } from './partner-refusal.ts';
import { signInAsPartner } from './partner-sign-in.ts';

/** The inbox's sources of partner sign-ins: one per kind (`partner.storyboard`, `partner.newlearning`). */
export const partnerSignInSource = (kind: PartnerKind) => `partner.${kind}`;

/**
 * A ticket or digest is good for minutes (a ticket at most 10, a digest ±5): its event only has to outlive
 * that to refuse a replay. A day is kept for looking into a complaint, then the inbox's daily prune removes it.
 */
const partnerSignInRetentionDays = 1;

/**
 * What the inbox keeps of a verified ticket or digest: what it said, never the ticket or digest itself, and the
 * hash of the session token the request made (the token stays with the request).
 */
export type PartnerSignInPayload = {
  integration_id: number;
  email: string;
  name: string | null;
  course: string | null;
  variant: string | null;
  valid_until: string;
  session_hash: string;
  ip: string;
};

/**
 * The stored answer: the login answer without its token, or why it was refused.
 */
export type PartnerSignInOutcome =
  | { kind: 'signed_in'; item: SignedInWithoutToken }
  | { kind: 'refused'; answer: Refusal; reason: string };

/**
 * Processes one verified sign-in, once. A refusal rolls back what the sign-in wrote before it (a savepoint: a
 * person created, then no seat free) and is recorded and kept as the event's answer, so the inbox never tries
 * it again.
 */
export function partnerSignInHandler(services: Services, kind: PartnerKind): InboxHandler {
  return async (event, tx): Promise<PartnerSignInOutcome> => {
    const payload = event.payload as PartnerSignInPayload;
    try {
      const item = await tx.transaction((savepoint) =>
        signInAsPartner(services, savepoint, {
          tenantId: event.tenantId,
          ip: payload.ip,
          integrationId: payload.integration_id,
          email: payload.email,
          name: payload.name,
          course: payload.course,
          variant: payload.variant,
          validUntil: new Date(payload.valid_until),
          sessionHash: payload.session_hash,
          now: services.clock.now(),
        }),
      );
      return { kind: 'signed_in', item };
    } catch (error) {
      if (!(error instanceof PartnerRefusal)) throw error;
      await recordRefusal(tx, { tenantId: event.tenantId, kind, ip: payload.ip, refusal: error });
      return { kind: 'refused', answer: error.answer, reason: error.reason };
    }
  };
}

/** Names the handlers and the retention of both sources; call while the app is built. */
export function handlePartnerSignIns(services: Services): void {
  for (const kind of ['storyboard', 'newlearning'] as const) {
    services.inbox.handle(partnerSignInSource(kind), partnerSignInHandler(services, kind));
    services.inbox.retain(partnerSignInSource(kind), partnerSignInRetentionDays);
  }
}

/**
 * A verified ticket or digest through the inbox, keyed by the integration and its nonce: stored first, processed
 * once. The session token is made here and only its hash goes into the event, so neither the record nor a
 * replay's answer holds it; a replay is refused ("expired or already used").
 */
export async function signInThroughInbox(
  services: Services,
  input: { tenantId: number; ip: string; kind: PartnerKind; credential: VerifiedPartnerCredential },
): Promise<LoginResponseItem> {
  const { credential } = input;
  const token = generateToken();
  const payload: PartnerSignInPayload = {
    integration_id: credential.integration.id,
    email: credential.email,
    name: credential.name,
    course: credential.course,
    variant: credential.variant,
    valid_until: credential.validUntil.toISOString(),
    session_hash: hashToken(token),
    ip: input.ip,
  };
  const { result, stored } = await services.inbox.receive({
    tenantId: input.tenantId,
    source: partnerSignInSource(input.kind),
    eventId: hashToken(`${credential.integration.id}\n${credential.nonce}`),
    payload,
  });
  // Only the delivery whose payload was stored holds the session's token, whichever delivery processed it; every
  // other one is a replay.
  if (!stored) throw new PartnerRefusal('partner_expired', 'replayed', credential.integration);
  const outcome = result as PartnerSignInOutcome;
  // Recorded in the processing transaction already.
  if (outcome.kind === 'refused') throw refusalError(outcome.answer);
  return { ...outcome.item, access_token: token };
}
