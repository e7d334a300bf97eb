import { z } from 'zod';
import { metaSchema } from '../common/envelope.ts';

/** Payloads and responses of /api/v1/auth (spec §7 Auth, §3 Login response). */
export const loginRequestSchema = z.strictObject({
  email: z.string().trim().min(1, 'validation.email_required').max(255).email('validation.email_invalid'),
  password: z.string().min(1, 'validation.required').max(1000),
  company: z.string().max(100).optional(),
  /** The shop's product the visitor signed in to buy: echoed as `purchase_product_uuid` when it is public. */
  purchase_product_uuid: z.string().max(64).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseItemSchema = z.object({
  access_token: z.string(),
  expires_at: z.string(),
  last_login_at: z.string().nullable(),
  num_companies: z.number().int(),
  purchase_product_uuid: z.string().nullable(),
  redirect_handshake: z.string().nullable(),
  course: z.object({ uuid: z.string(), variant_uuid: z.string().nullable() }).nullable(),
  scope: z.string().nullable(),
  /** SCORM sign-in only: the origin of the LMS launch page the academy posts results to (issue 25). */
  scorm_origin: z.string().nullable().optional(),
  additional: z
    .object({ company: z.string().nullable(), registration_additional_required: z.boolean() })
    .nullable(),
});
export type LoginResponseItem = z.infer<typeof loginResponseItemSchema>;

export const registerRequestSchema = z.strictObject({
  first_name: z.string().trim().min(1, 'validation.first_name_required').max(100, 'validation.too_long'),
  last_name: z.string().trim().min(1, 'validation.last_name_required').max(100, 'validation.too_long'),
  email: z.string().trim().min(1, 'validation.email_required').max(255).email('validation.email_invalid'),
  password: z.string().min(8, 'validation.password_min').max(200, 'validation.too_long'),
  password_confirmation: z.string().max(200),
  company: z.string().max(100).optional(),
  preferred_language: z.enum(['en', 'nb']).optional(),
  purchase_product_uuid: z.string().uuid().optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/**
 * The shop's customer registration (spec §7 POST /auth/register-customer): a person who registers to buy,
 * with the captcha, and the product they came for (answered back as `purchase_product_uuid`).
 */
export const registerCustomerRequestSchema = z.strictObject({
  first_name: registerRequestSchema.shape.first_name,
  last_name: registerRequestSchema.shape.last_name,
  email: registerRequestSchema.shape.email,
  password: registerRequestSchema.shape.password,
  password_confirmation: registerRequestSchema.shape.password_confirmation,
  preferred_language: registerRequestSchema.shape.preferred_language,
  captcha: z.string().min(1, 'validation.captcha_required').max(5000),
  product: z.string().max(64).optional(),
});
export type RegisterCustomerRequest = z.infer<typeof registerCustomerRequestSchema>;

/** What /register/:company shows before the form: the company's branding and whether it accepts sign-ups. */
export const registrationCompanySchema = z.object({
  uuid: z.string(),
  slug: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  header_color: z.string().nullable(),
  /** The company's header link (its intranet, say), shown on its sign-in and registration pages. */
  header_link_url: z.string().nullable(),
  header_link_label: z.string().nullable(),
  registration_enabled: z.boolean(),
  dedicated_login_enabled: z.boolean(),
  password_login_enabled: z.boolean(),
  facebook_login_enabled: z.boolean(),
  azure_login_enabled: z.boolean(),
  pin_login_enabled: z.boolean(),
});
export type RegistrationCompany = z.infer<typeof registrationCompanySchema>;

export const registerAdditionalRequestSchema = z.strictObject({
  company: z.string().max(100),
  first_name: z.string().trim().min(1, 'validation.first_name_required').max(100).optional(),
  last_name: z.string().trim().min(1, 'validation.last_name_required').max(100).optional(),
  fields: z.record(z.string(), z.string().max(500)).optional(),
});
export type RegisterAdditionalRequest = z.infer<typeof registerAdditionalRequestSchema>;

export const captchaSchema = z.string().min(1, 'validation.captcha_required').max(5000);

export const requestResetPasswordSchema = z.strictObject({
  email: z.string().trim().min(1, 'validation.email_required').max(255).email('validation.email_invalid'),
  captcha: captchaSchema,
});

export const recoverRequestSchema = z.strictObject({
  email: z.string().trim().min(1, 'validation.email_required').max(255).email('validation.email_invalid'),
  captcha: captchaSchema,
  'captcha:fingerprint': z.string().max(500).optional(),
});

export const resetPasswordRequestSchema = z.strictObject({
  email: z.string().trim().min(1, 'validation.email_required').max(255).email('validation.email_invalid'),
  token: z.string().min(1).max(200),
  password: z.string().min(8, 'validation.password_min').max(200, 'validation.too_long'),
  password_confirmation: z.string().max(200).optional(),
});

export const verifyEmailUpdateRequestSchema = z.strictObject({
  token: z.string().min(1).max(200),
  email: z.string().trim().max(255).email('validation.email_invalid'),
});

/** The ALTCHA challenge served to the widget as plain JSON (not enveloped: the widget reads it directly). */
export const captchaChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().int().optional(),
  salt: z.string(),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

/** What a valid e-mail change link is about: the address that confirming it will apply. */
export const emailUpdateCheckItemSchema = z.object({ email: z.string() });

/** Answer of auth calls that only report an outcome (logout, reset mail sent, password reset …). */
export const authMessageResponseSchema = z.object({
  data: z.object({
    item: z.unknown().optional(),
    message: z.string(),
    relations: z.array(z.string()),
    meta: metaSchema,
  }),
});
