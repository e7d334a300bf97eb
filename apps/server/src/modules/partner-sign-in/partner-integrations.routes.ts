import type { PartnerIntegration } from '@academy/contracts/entities/partner-integration';
import { translate } from '@academy/contracts/messages';
import {
  createPartnerIntegration,
  listPartnerIntegrations,
  revokePartnerIntegration,
} from '@academy/contracts/operations/auth-partners';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { courses } from '../../db/schema/content.ts';
import { companyCourses } from '../../db/schema/learning.ts';
import { partnerIntegrations, partnerSeats } from '../../db/schema/partners.ts';
import { companies } from '../../db/schema/tenancy.ts';
import { recordIncident } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { revokeLaunchSessions } from '../../platform/auth/tokens.ts';
import { itemEnvelope, listEnvelope } from '../../platform/http/envelope.ts';
import { fieldError, notFound } from '../../platform/http/http-error.ts';
import { registerOperation } from '../../platform/http/register-operation.ts';
import { isRowId, rowKeyCondition } from '../../platform/resource/row-key.ts';
import { findCompanyByReference } from '../auth/index.ts';
import { managesPartnersOf, mayRevokePartner } from './partner-integrations.policy.ts';
import { encryptPartnerKey, generatePartnerKey } from './partner-key.ts';

type Row = typeof partnerIntegrations.$inferSelect;

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The day after the last day it works, at midnight UTC: "expiring 2027-01-31" works all that day. */
const endOfDay = (date: string) => new Date(new Date(`${date}T00:00:00.000Z`).getTime() + 86_400_000);

/** The listed face of an integration, by allow-list: never its key (encrypted or not). */
async function present(db: Executor, actor: Actor, rows: Row[], now: Date): Promise<PartnerIntegration[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const seats = await db
    .select({ id: partnerSeats.integration_id, n: sql<number>`count(*)::int` })
    .from(partnerSeats)
    .where(inArray(partnerSeats.integration_id, ids))
    .groupBy(partnerSeats.integration_id);
  const courseIds = rows.map((row) => row.course_id).filter((id): id is number => id !== null);
  const named = courseIds.length
    ? await db
        .select({ id: courses.id, uuid: courses.uuid, name: courses.name })
        .from(courses)
        .where(inArray(courses.id, courseIds))
    : [];
  return rows.map((row) => {
    const course = named.find((c) => c.id === row.course_id);
    const expired = row.expires_at !== null && new Date(row.expires_at).getTime() <= now.getTime();
    return {
      id: row.id,
      uuid: row.uuid,
      company_id: row.company_id,
      kind: row.kind,
      name: row.name,
      customer_key: row.customer_key,
      course: course ? { uuid: course.uuid, name: course.name } : null,
      seat_cap: row.seat_cap,
      seats_used: seats.find((s) => s.id === row.id)?.n ?? 0,
      handshake_url: row.handshake_url,
      created_at: new Date(row.created_at).toISOString(),
      last_used_at: iso(row.last_used_at),
      expires_at: iso(row.expires_at),
      revoked_at: iso(row.revoked_at),
      status: row.revoked_at ? 'revoked' : expired ? 'expired' : 'active',
      abilities: { revoke: mayRevokePartner(actor, row) },
    };
  });
}

/** The company named in the path, if the actor manages it; 404 otherwise (nothing of another company shows). */
async function managedCompany(db: Executor, request: FastifyRequest, reference: string) {
  const { actor } = request;
  const company = isRowId(reference)
    ? (
        await db
          .select()
          .from(companies)
          .where(and(eq(companies.tenant_id, actor.tenantId), eq(companies.id, Number(reference))))
      )[0]
    : await findCompanyByReference(db, actor.tenantId, reference);
  if (!company || !managesPartnersOf(actor, company.id)) throw notFound();
  return company;
}

/**
 * A company's partner integrations (issue 25), in the organization area's and the admin company page's
 * integrations tab: listed, made (the key answered this once; stored encrypted) and revoked. Revoking ends
 * the sessions the integration started at once, on every process (the actor cache forgets their people).
 */
export async function partnerIntegrationRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;

  registerOperation(app, listPartnerIntegrations, async (request) => {
    const company = await managedCompany(services.db, request, request.params.company);
    const rows = await services.db
      .select()
      .from(partnerIntegrations)
      .where(eq(partnerIntegrations.company_id, company.id))
      .orderBy(desc(partnerIntegrations.created_at), desc(partnerIntegrations.id));
    return listEnvelope(request, await present(services.db, request.actor, rows, services.clock.now()));
  });

  registerOperation(app, createPartnerIntegration, async (request) => {
    const { actor, body } = request;
    const now = services.clock.now();
    const expiresAt = body.expires_on ? endOfDay(body.expires_on) : null;
    if (expiresAt !== null && expiresAt.getTime() <= now.getTime())
      throw fieldError('expires_on', 'validation.api_key_expiry_past');
    const item = await services.db.transaction(async (tx) => {
      const company = await managedCompany(tx, request, request.params.company);
      let courseId: number | null = null;
      if (body.course) {
        const [course] = uuidPattern.test(body.course)
          ? await tx
              .select({ id: courses.id })
              .from(courses)
              .innerJoin(companyCourses, eq(companyCourses.course_id, courses.id))
              .where(
                and(
                  eq(courses.tenant_id, actor.tenantId),
                  sql`${courses.uuid}::text = ${body.course.toLowerCase()}`,
                  eq(companyCourses.company_id, company.id),
                ),
              )
          : [];
        if (!course) throw fieldError('course', 'validation.partner_course');
        courseId = course.id;
      }
      const made = generatePartnerKey();
      const [row] = await tx
        .insert(partnerIntegrations)
        .values({
          tenant_id: actor.tenantId,
          company_id: company.id,
          kind: body.kind,
          name: body.name,
          customer_key: made.customerKey,
          secret_encrypted: encryptPartnerKey(services.config.appSecret, made.secret),
          course_id: courseId,
          seat_cap: body.seat_cap ?? null,
          handshake_url: body.handshake_url ?? null,
          created_by: actor.user?.id ?? null,
          expires_at: expiresAt?.toISOString() ?? null,
        })
        .returning();
      await recordIncident(tx, actor, 'partner-integrations.created', target(row), {
        header: body.name,
        values: { kind: body.kind, name: body.name, customer_key: made.customerKey, company_id: company.id },
        redacted: ['secret'],
      });
      const [presented] = await present(tx, actor, [row], now);
      return { ...presented, secret: made.secret };
    });
    return itemEnvelope(request, item, {
      message: translate('partner_integrations.created', request.locale),
    });
  });

  registerOperation(app, revokePartnerIntegration, async (request) => {
    const { actor } = request;
    const reference = request.params.id;
    const now = services.clock.now();
    const { item, userIds } = await services.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(partnerIntegrations)
        .where(
          and(
            eq(partnerIntegrations.tenant_id, actor.tenantId),
            rowKeyCondition(partnerIntegrations, reference),
          ),
        )
        .for('update');
      if (!row || !managesPartnersOf(actor, row.company_id)) throw notFound();
      let ended: number[] = [];
      if (mayRevokePartner(actor, row)) {
        await tx
          .update(partnerIntegrations)
          .set({ revoked_at: now.toISOString(), updated_at: now.toISOString() })
          .where(and(eq(partnerIntegrations.id, row.id), isNull(partnerIntegrations.revoked_at)));
        ended = await revokeLaunchSessions(tx, 'partner', [row.id], now);
        await recordIncident(tx, actor, 'partner-integrations.revoked', target(row), {
          header: row.name,
          values: { sessions_ended: ended.length },
        });
      }
      const [fresh] = await tx.select().from(partnerIntegrations).where(eq(partnerIntegrations.id, row.id));
      const [presented] = await present(tx, actor, [fresh], now);
      return { item: presented, userIds: ended };
    });
    // After the commit: every process forgets the cached sessions of the people whose sessions ended.
    if (userIds.length) services.actors.forgetUsers(userIds);
    return itemEnvelope(request, item, {
      message: translate('partner_integrations.revoked', request.locale),
    });
  });
}

const target = (row: { uuid: string }) => `partner-integrations:${row.uuid}|partner_integration`;
