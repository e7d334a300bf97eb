import { z } from 'zod';

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'validation.invalid_value');
const url = z.string().trim().max(500).url('validation.invalid_value');
const name = z.string().trim().min(1, 'validation.name_required').max(255, 'validation.name_too_long');

/** Company settings of spec §3 (login, registration, e-mails, lessons). */
export const companySettingsSchema = z
  .strictObject({
    password_login: z.boolean(),
    facebook_login: z.boolean(),
    facebook_department_id: z.number().int().nullable(),
    azure_login: z.boolean(),
    azure_department_id: z.number().int().nullable(),
    azure_tenant_id: z.string().max(100).nullable(),
    azure_client_id: z.string().max(100).nullable(),
    pin_login: z.boolean(),
    dedicated_login_page: z.boolean(),
    dedicated_registration_page: z.boolean(),
    registration_department_id: z.number().int().nullable(),
    custom_user_fields: z
      .array(z.strictObject({ key: z.string().max(50), label: z.string().max(100), required: z.boolean() }))
      .max(20),
    emails_disabled: z.boolean(),
    send_reminders: z.boolean(),
    send_course_completion: z.boolean(),
    course_completion_receivers: z.array(z.string().email('validation.email_invalid')).max(20),
    show_multiple_correct_hint: z.boolean(),
  })
  .partial()
  .refine((settings) => !(settings.facebook_login && settings.azure_login), {
    message: 'validation.microsoft_facebook_exclusive',
    path: ['azure_login'],
  })
  .refine(
    (settings) =>
      settings.password_login !== false ||
      settings.facebook_login ||
      settings.azure_login ||
      settings.pin_login,
    {
      message: 'validation.auth_method_required',
      path: ['password_login'],
    },
  );

export const companyCreateSchema = z.strictObject({
  name,
  slug: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(100)
    .regex(/^[a-z0-9-]+$/, 'validation.invalid_value')
    .optional(),
  header_color: hexColor.nullable().optional(),
  header_link_url: url.nullable().optional(),
  header_link_label: z.string().trim().max(100).nullable().optional(),
  external_lms_url: url.nullable().optional(),
  is_active: z.boolean().optional(),
  scorm_enabled: z.boolean().optional(),
  settings: companySettingsSchema.optional(),
  permissions: z.record(z.string().max(100), z.boolean()).optional(),
});
export const companyUpdateSchema = companyCreateSchema.partial();
