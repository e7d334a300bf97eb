import { randomUUID } from 'node:crypto';
import type { Meta, Pagination } from '@academy/contracts/common/envelope';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Builds `meta` for a response: a fresh uuid, the request key the client sent, relations to refresh. */
export function buildMeta(
  request: FastifyRequest,
  extra: { relations?: string[]; message?: string; pagination?: Pagination } = {},
): Meta {
  const query = request.query as Record<string, unknown> | undefined;
  const requestKey = typeof query?.request === 'string' ? query.request : null;
  return { uuid: randomUUID(), request: requestKey, relations: extra.relations ?? [], ...pick(extra) };
}

function pick(extra: { message?: string; pagination?: Pagination }) {
  const result: { message?: string; pagination?: Pagination } = {};
  if (extra.message !== undefined) result.message = extra.message;
  if (extra.pagination !== undefined) result.pagination = extra.pagination;
  return result;
}

export function itemEnvelope<T>(
  request: FastifyRequest,
  item: T,
  extra: Parameters<typeof buildMeta>[1] = {},
) {
  return { data: { item, meta: buildMeta(request, extra) } };
}

/**
 * Sends an item that is already JSON (kept serialised by a hot route) in the envelope, without parsing
 * and serialising it again. Such a route's tests check the answer against its contract themselves.
 */
export function sendSerializedItem(request: FastifyRequest, reply: FastifyReply, itemJson: string) {
  const meta = JSON.stringify(buildMeta(request));
  return reply.type('application/json; charset=utf-8').send(`{"data":{"item":${itemJson},"meta":${meta}}}`);
}

export function listEnvelope<T>(
  request: FastifyRequest,
  items: T[],
  extra: Parameters<typeof buildMeta>[1] = {},
) {
  return { data: { items, meta: buildMeta(request, extra) } };
}

/** `listEnvelope` around items that are JSON already (a kept page), as the text the response writes. */
export function serializedListEnvelope(
  request: FastifyRequest,
  itemsJson: string,
  extra: Parameters<typeof buildMeta>[1] = {},
): string {
  return `{"data":{"items":${itemsJson},"meta":${JSON.stringify(buildMeta(request, extra))}}}`;
}

export function messageEnvelope(
  request: FastifyRequest,
  message: string,
  extra: { relations?: string[]; item?: unknown } = {},
) {
  const relations = extra.relations ?? [];
  return {
    data: {
      ...(extra.item === undefined ? {} : { item: extra.item }),
      message,
      relations,
      meta: buildMeta(request, { relations, message }),
    },
  };
}
