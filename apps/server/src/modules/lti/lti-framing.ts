import { and, eq, gt, isNull } from 'drizzle-orm';
import { ltiLaunchTokens } from '../../db/schema/lti.ts';
import { hashToken } from '../../platform/auth/token-hash.ts';
import { readFrameGrant } from '../../platform/http/frame-grant.ts';
import type { FormTargets, Framers } from '../../platform/http/security-headers.ts';
import type { Services } from '../../platform/services.ts';
import { lmsFramingOrigins } from '../companies/index.ts';
import { activeRegistrationById, platformOrigins } from './lti-launch.service.ts';

/** `/scorm/:company/…`: the pages an external LMS opens in its frame (spec §2 "SCORM sign-in"). */
const scormPage = /^\/scorm\/([^/?#]+)/;
/**
 * The LTI pages a platform's frame opens, and the one-use values in their address that name the launch: the
 * launch page before the platform (`?state=`, putting the login's value into its storage) and after (`?code=`).
 */
const ltiPages: Record<string, string[]> = { '/lti/launch': ['state', 'code'], '/lti/deep-link': ['code'] };

const safeDecode = (part: string | undefined): string | null => {
  if (!part) return null;
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
};

/**
 * Who besides ourselves may frame the page a document request asks for (DESIGN §9; decisions.md "Framing by an
 * LMS"). Each answer comes from the database, per company, so switching a registration or SCORM off ends it:
 * - a SCORM page `/scorm/:company/…`: that company's LMS, while SCORM is on;
 * - an LTI page (`/lti/launch?state=` or `?code=`, `/lti/deep-link?code=`): the platform of the
 *   registration whose login or launch the value in the address is;
 * - any other page of the academy, after a launch: the platform or LMS named by the request's frame grant (a
 *   partitioned cookie set when the launch became a session), so a full reload inside the frame is not refused.
 * Assets (a path with a file extension) and every other document: nobody, without a lookup.
 */
export function academyFramers(services: Services): Framers {
  const { config } = services;
  return (request) => {
    const [path, search = ''] = request.url.split('?', 2);
    // A SCORM page's learner id may hold a dot: it is matched before assets are told apart by their extension.
    const company = safeDecode(scormPage.exec(path)?.[1]);
    if (company) return lmsFramingOrigins(services, request.headers.host, company);
    if (/\.[a-z0-9]+$/i.test(path)) return null;
    const lookups: Promise<string[]>[] = [];
    const query = new URLSearchParams(search);
    for (const name of ltiPages[path] ?? []) {
      const value = query.get(name);
      if (value) lookups.push(launchValueOrigins(services, request.headers.host, value));
    }
    const grant = readFrameGrant(config.appSecret, request.headers.cookie, services.clock.now());
    if (grant) lookups.push(grantOrigins(services, request.headers.host, grant));
    if (lookups.length === 0) return null;
    return Promise.all(lookups).then((lists) => lists.flat());
  };
}

/** The platform of the registration a login's state or a launch's code belongs to, in the request's tenant. */
async function launchValueOrigins(services: Services, host: string | undefined, value: string) {
  const tenant = await services.tenants.resolve(host);
  if (!tenant || value.length > 200) return [];
  const [row] = await services.db
    .select({ registrationId: ltiLaunchTokens.registration_id })
    .from(ltiLaunchTokens)
    .where(and(eq(ltiLaunchTokens.tenant_id, tenant.id), eq(ltiLaunchTokens.token_hash, hashToken(value))));
  return row ? registrationOrigins(services, tenant.id, row.registrationId) : [];
}

async function grantOrigins(services: Services, host: string | undefined, grant: string) {
  const [kind, id] = grant.split(':', 2);
  if (kind === 'scorm' && id) return lmsFramingOrigins(services, host, id);
  const tenant = await services.tenants.resolve(host);
  if (kind !== 'lti' || !tenant || !/^\d+$/.test(id ?? '')) return [];
  return registrationOrigins(services, tenant.id, Number(id));
}

/** An active registration's platform origins (its company active too), only in the tenant asked about. */
async function registrationOrigins(services: Services, tenantId: number, registrationId: number) {
  const found = await activeRegistrationById(services.db, registrationId);
  if (!found || found.registration.tenant_id !== tenantId) return [];
  return platformOrigins(found.registration);
}

/**
 * Where besides ourselves the page a document request asks for may post a form (`form-action`): only the Deep
 * Linking page `/lti/deep-link?code=…`, to the origin of the return address the platform gave in that deep
 * link's request (the page posts the signed answer there), while its code is live and its registration active.
 * Every other page: nobody, without a lookup.
 */
export function academyFormTargets(services: Services): FormTargets {
  return (request) => {
    const [path, search = ''] = request.url.split('?', 2);
    if (path !== '/lti/deep-link') return null;
    const code = new URLSearchParams(search).get('code');
    if (!code) return null;
    return deepLinkReturnOrigins(services, request.headers.host, code);
  };
}

async function deepLinkReturnOrigins(services: Services, host: string | undefined, code: string) {
  const tenant = await services.tenants.resolve(host);
  if (!tenant || code.length > 200) return [];
  const [row] = await services.db
    .select({ registrationId: ltiLaunchTokens.registration_id, data: ltiLaunchTokens.data })
    .from(ltiLaunchTokens)
    .where(
      and(
        eq(ltiLaunchTokens.tenant_id, tenant.id),
        eq(ltiLaunchTokens.purpose, 'deep_link'),
        eq(ltiLaunchTokens.token_hash, hashToken(code)),
        isNull(ltiLaunchTokens.used_at),
        gt(ltiLaunchTokens.expires_at, services.clock.now().toISOString()),
      ),
    );
  const returnUrl = row?.data.return_url;
  if (!row || typeof returnUrl !== 'string') return [];
  const found = await activeRegistrationById(services.db, row.registrationId);
  if (!found || found.registration.tenant_id !== tenant.id) return [];
  try {
    return [new URL(returnUrl).origin];
  } catch {
    return [];
  }
}
