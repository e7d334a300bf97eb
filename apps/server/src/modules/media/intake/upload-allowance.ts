import type { Config } from '../../../config.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { forbidden, HttpError } from '../../../platform/http/http-error.ts';
import {
  readableLimit,
  type UploadKind,
  type UploadRule,
  uploadRule,
} from '../../../platform/resource/upload-rules.ts';
import { mayUpload, uploadsEveryKind } from './upload.policy.ts';

export type SignedInActor = Actor & { user: NonNullable<Actor['user']> };

/** Refuses (403) whoever may not upload (upload.policy.ts); checked before the first byte of the file is read. */
export function assertMayUpload(actor: Actor): asserts actor is SignedInActor {
  if (!mayUpload(actor)) throw forbidden();
}

type Limits = Pick<Config, 'uploadImageMaxBytes' | 'uploadVideoMaxBytes'>;

/**
 * What the actor may upload of `kind`: administrators every kind at its own limit (the media library takes
 * images and videos); company managers, whose only file is their company's logo, a logo or an image of at
 * most the logo's limit, and no video (403 naming what they may upload); anyone else nothing (403).
 */
export function uploadRuleFor(actor: Actor, kind: UploadKind, limits: Limits): UploadRule {
  assertMayUpload(actor);
  const rule = uploadRule(kind, limits);
  if (uploadsEveryKind(actor)) return rule;
  const logo = uploadRule('logo', limits);
  if (kind === 'video')
    throw new HttpError(403, 'http.upload_kind_forbidden', undefined, [readableLimit(logo)]);
  return { ...rule, maxBytes: Math.min(rule.maxBytes, logo.maxBytes) };
}

const kinds: readonly string[] = ['logo', 'image', 'video'] satisfies UploadKind[];

/** The kind recorded with an upload; a record without one (older than the column) gets the strictest. */
export const recordedKind = (value: string | null): UploadKind =>
  value !== null && kinds.includes(value) ? (value as UploadKind) : 'logo';
