import type {
  LoginResponseItem,
  RegisterRequest,
  RegistrationCompany,
} from '@academy/contracts/entities/auth';
import type { Locale } from '@academy/contracts/messages';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { companyUsers, departments, departmentUsers, languages, users } from '../../db/schema/tenancy.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { fieldError } from '../../platform/http/http-error.ts';
import type { Tenant } from '../../platform/http/tenant-cache.ts';
import type { Services } from '../../platform/services.ts';
import { recordAuthIncident } from './auth-incidents.ts';
import { type CompanyRow, findCompanyByReference } from './company-reference.ts';
import { companyFqmi, signIn } from './sign-in.service.ts';
import { isUniqueViolation } from './unique-violation.ts';
import { findUserByEmail } from './user-by-email.ts';
import { welcomeMail } from './welcome.mail.ts';

/** What /register/:company (and /login/:company) shows: branding and the sign-in options it offers. */
export function registrationCompanyView(company: CompanyRow): RegistrationCompany {
  const settings = company.settings;
  return {
    uuid: company.uuid,
    slug: company.slug,
    name: company.name,
    logo: company.logo,
    header_color: company.header_color,
    header_link_url: company.header_link_url,
    header_link_label: company.header_link_label,
    registration_enabled: settings.dedicated_registration_page,
    dedicated_login_enabled: settings.dedicated_login_page,
    password_login_enabled: settings.password_login,
    facebook_login_enabled: settings.facebook_login,
    azure_login_enabled: settings.azure_login,
    pin_login_enabled: settings.pin_login,
  };
}

/** Active company by slug, uuid or fqmi; inactive ones are treated as absent. */
export async function findActiveCompany(services: Services, tenantId: number, reference: string) {
  const company = await findCompanyByReference(services.db, tenantId, reference);
  return company?.is_active ? company : null;
}

const registrationClosed = () => fieldError('company', 'auth.registration_closed');

/**
 * Self-registration (spec §7 POST /auth/register). With a company, only when its dedicated registration
 * page is on: the user joins it and its registration department. Without one, the tenant's open
 * registration (unless the tenant's config sets `registration_open: false`). Everything is written in one
 * transaction, and the new user is signed in.
 */
export async function registerUser(
  services: Services,
  input: RegisterRequest & {
    tenant: Tenant;
    ip: string;
    locale: Locale;
    log: FastifyBaseLogger;
    /** A shop customer registers to buy: the tenant's closed open registration does not apply to them. */
    customer?: boolean;
  },
): Promise<LoginResponseItem> {
  if (input.password !== input.password_confirmation) {
    throw fieldError('password_confirmation', 'validation.password_confirmation');
  }
  const company = input.company ? await findActiveCompany(services, input.tenant.id, input.company) : null;
  if (input.company && !company?.settings.dedicated_registration_page) throw registrationClosed();
  if (!input.company && !input.customer && input.tenant.config.registration_open === false) {
    throw registrationClosed();
  }
  if (await findUserByEmail(services, input.tenant.id, input.email))
    throw fieldError('email', 'validation.email_taken');

  const passwordHash = await hashPassword(input.password);
  const now = services.clock.now();
  let item: LoginResponseItem;
  let created: { uuid: string; first_name: string; email: string };
  try {
    ({ item, created } = await services.db.transaction(async (tx) => {
      const languageId = input.preferred_language
        ? await languageIdFor(tx, input.tenant.id, input.preferred_language)
        : null;
      const [user] = await tx
        .insert(users)
        .values({
          tenant_id: input.tenant.id,
          first_name: input.first_name,
          last_name: input.last_name,
          email: input.email.toLowerCase(),
          password_hash: passwordHash,
          preferred_language_id: languageId,
        })
        .returning();
      if (company) await joinCompany(tx, input.tenant.id, user.id, company);
      await recordAuthIncident(tx, {
        tenantId: input.tenant.id,
        event: 'register',
        user,
        companyId: company?.id ?? null,
        data: { ip: input.ip },
      });
      const signedIn = await signIn(tx, {
        tenantId: input.tenant.id,
        user,
        method: 'password',
        company,
        numCompanies: company ? 1 : 0,
        ttlMinutes: services.config.tokenTtlMinutes,
        now,
        ip: input.ip,
        purchaseProductUuid: input.purchase_product_uuid ?? null,
        additional: company
          ? {
              company: companyFqmi(company),
              registration_additional_required: company.settings.custom_user_fields.some(
                (field) => field.required,
              ),
            }
          : null,
      });
      return { item: signedIn, created: user };
    }));
  } catch (error) {
    // Two registrations of one address at the same moment: the unique index decides, same answer.
    if (isUniqueViolation(error)) throw fieldError('email', 'validation.email_taken');
    throw error;
  }

  await sendWelcomeMail(services, input, created, company);
  return item;
}

async function languageIdFor(db: Executor, tenantId: number, code: string): Promise<number | null> {
  const [language] = await db
    .select({ id: languages.id })
    .from(languages)
    .where(and(eq(languages.tenant_id, tenantId), eq(languages.code, code)));
  return language?.id ?? null;
}

/** Membership of the company and, when the company names one, of its registration department. */
async function joinCompany(
  db: Executor,
  tenantId: number,
  userId: number,
  company: CompanyRow,
): Promise<void> {
  await db.insert(companyUsers).values({ tenant_id: tenantId, company_id: company.id, user_id: userId });
  const departmentId = company.settings.registration_department_id;
  if (!departmentId) return;
  const [department] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(
      and(
        eq(departments.id, departmentId),
        eq(departments.company_id, company.id),
        eq(departments.is_active, true),
      ),
    );
  if (department) {
    await db
      .insert(departmentUsers)
      .values({ tenant_id: tenantId, department_id: department.id, user_id: userId });
  }
}

/**
 * The welcome mail is a courtesy, sent from a job: a mail failure must not undo a registration that
 * succeeded. No verification step: the spec has none for sign-up, and a password reset proves the address.
 */
async function sendWelcomeMail(
  services: Services,
  input: { tenant: Tenant; locale: Locale; preferred_language?: Locale; log: FastifyBaseLogger },
  user: { uuid: string; first_name: string; email: string },
  company: CompanyRow | null,
): Promise<void> {
  if (company?.settings.emails_disabled) return;
  const loginPath = company?.settings.dedicated_login_page ? `/login/${company.slug}` : '/login';
  try {
    await services.mail.sendLater({
      tenantId: input.tenant.id,
      to: user.email,
      template: welcomeMail,
      locale: input.preferred_language ?? input.locale,
      data: {
        name: user.first_name,
        tenant: input.tenant.name,
        link: `${services.config.publicUrl}${loginPath}`,
      },
      idempotencyKey: `welcome:${user.uuid}`,
      companyId: company?.id,
    });
  } catch (error) {
    input.log.error({ err: error }, 'welcome mail could not be sent');
  }
}
