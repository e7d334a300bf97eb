import { z } from 'zod';
import { captchaSchema } from './auth.ts';

/** A PIN code is eight digits: typed on a phone or read off a whiteboard (issue 25). */
export const LOGIN_CODE_LENGTH = 8;

const emailField = z
  .string()
  .trim()
  .min(1, 'validation.email_required')
  .max(255)
  .email('validation.email_invalid');

/** POST /api/v1/auth/login/code (spec §7): the address and the code; spaces a person types are ignored. */
export const loginWithCodeRequestSchema = z.strictObject({
  email: emailField,
  value: z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().min(1, 'validation.required').max(32)),
  company: z.string().max(100).optional(),
});
export type LoginWithCodeRequest = z.infer<typeof loginWithCodeRequestSchema>;

/** "Send me a code": the address and the captcha, as the password reset request. */
export const requestLoginCodeSchema = z.strictObject({ email: emailField, captcha: captchaSchema });

/** single_use: void once used; time_limited: usable until it expires (a classroom's code for the day). */
export const loginCodeKinds = ['single_use', 'time_limited'] as const;
export type LoginCodeKind = (typeof loginCodeKinds)[number];

/** What a manager issues: a single-use code, or a code usable until `expires_at`. */
export const loginCodeIssueSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('single_use') }),
  z.strictObject({
    kind: z.literal('time_limited'),
    expires_at: z.iso.datetime({ offset: true, error: 'validation.login_code_expiry_invalid' }),
  }),
]);
export type LoginCodeIssue = z.infer<typeof loginCodeIssueSchema>;

/** A person's active code as listed: never the code itself (it is shown once, when issued). */
export const loginCodeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(loginCodeKinds),
  created_at: z.string(),
  expires_at: z.string(),
  /** The last sign-in with it (a time-limited code can be used again until it expires). */
  last_used_at: z.string().nullable(),
});
export type LoginCode = z.infer<typeof loginCodeSchema>;

/** The issuing answer: the code in clear, this once. */
export const loginCodeIssuedSchema = loginCodeSchema.extend({ code: z.string() });
export type LoginCodeIssued = z.infer<typeof loginCodeIssuedSchema>;
