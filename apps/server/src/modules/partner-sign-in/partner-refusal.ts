import { HttpError } from '../../platform/http/http-error.ts';

export type Refusal = 'partner_failed' | 'partner_expired' | 'partner_seats_full';

/**
 * Why a partner sign-in was refused. The answer tells the visitor only "not valid", "expired or used" or
 * "seats full" (no enumeration: an unknown key, a wrong signature, an unknown person or course all read the
 * same); the reason is kept in the incident.
 */
export class PartnerRefusal extends Error {
  constructor(
    readonly answer: Refusal,
    readonly reason: string,
    readonly integration: { id: number; uuid: string; company_id: number } | null = null,
  ) {
    super(reason);
  }
}

export const refusalError = (refusal: Refusal) =>
  new HttpError(422, `auth.${refusal}`, { partner: [`auth.${refusal}`] });
