import { z } from 'zod';
import type { HttpMethod } from './operation-route.ts';
import type { AbilityOf, ResourceContract } from './resource-contract.ts';

export type { HttpMethod } from './operation-route.ts';

/**
 * A named operation of the API (DESIGN §11): one route beyond the generic resource routes, declared once and
 * read by both sides. The server registers the route from it (`registerOperation`: schemas, error bodies,
 * the guard's sign-in check, a handler whose answer must fit `response`); the web calls it through one typed
 * client (`callOperation`), so neither side writes its path or its shapes by hand.
 */

/** The error statuses of the API (DESIGN §4); every one answers `{ message, errors? }`. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 503;

/** A policy's ability on a resource, named from that resource's contract (a misspelt one does not compile). */
export type AbilityGuard = { readonly resource: string; readonly ability: string };

/**
 * Who may call the operation: anyone (`public`), any signed-in user (`signedIn`), whoever holds a signed link
 * or else a signed-in reader (`signedLinkOrUser`: a file an `<img>` or a player fetches without the bearer
 * header; the handler checks the signature or the reader), or a signed-in user the resource's policy allows
 * the ability (checked by the handler against the row it loads).
 */
export type OperationGuard = 'public' | 'signedIn' | 'signedLinkOrUser' | AbilityGuard;

/**
 * An answer that is not one JSON body: a file, a PDF, a spreadsheet, an HLS playlist or segment, a page. It
 * is documented under its own media types (each with its schema, `binary` for bytes) and sent by the handler
 * itself (`reply.send(stream)`), since the serializer only writes JSON.
 */
export type MediaAnswer = {
  readonly kind: 'media';
  readonly description: string;
  readonly content: Readonly<Record<string, z.ZodType>>;
};

/** Bytes of a file under its own media type (`format: binary` in the OpenAPI document). */
export const binary = z.string().meta({ format: 'binary' });

/** `mediaAnswer('The certificate as a PDF', { 'application/pdf': binary })`. */
export function mediaAnswer<const C extends Readonly<Record<string, z.ZodType>>>(
  description: string,
  content: C,
): { readonly kind: 'media'; readonly description: string; readonly content: C } {
  return { kind: 'media', description, content };
}

/** Whether an operation answers something other than one JSON body. */
export function isMediaAnswer(answer: z.ZodType | MediaAnswer): answer is MediaAnswer {
  return (answer as { kind?: unknown }).kind === 'media';
}

/**
 * Other answers besides the success status: accepted (202: a manager's add of a person, answered alike whether the
 * address was new or invited), and a file route's byte range (206), not modified (304), a range past the end (416).
 */
export type OtherAnswerStatus = 202 | 204 | 206 | 304 | 404 | 416 | 503;

export type OperationContract = {
  /** `<feature>.<verb>`: unique, what logs and the registry name it by. */
  readonly name: string;
  readonly method: HttpMethod;
  /** The full path, `:name` for each path parameter (`/api/v1/examinations/:id/submit`). */
  readonly path: string;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly params?: z.ZodObject;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /**
   * The success answer: the whole JSON body, envelope included, or a file or page under its own media types
   * (`mediaAnswer(…)`).
   */
  readonly response: z.ZodType | MediaAnswer;
  /**
   * `'handler'`: the body is documented (JSON or a multipart form) but read and checked by the handler,
   * after authorisation, so a guest learns nothing about it and a form's files can be checked as they come.
   */
  readonly bodyReadBy?: 'handler';
  /** Answers besides the success status and the JSON errors: a byte range, a page for a bad link. */
  readonly otherAnswers?: Readonly<Partial<Record<OtherAnswerStatus, z.ZodType | MediaAnswer>>>;
  /** The success status; 200 when absent. */
  readonly status?: 200 | 201;
  /** The error statuses this operation answers itself (the edge errors every route can answer come on top). */
  readonly errors: readonly ErrorStatus[];
  readonly guard: OperationGuard;
};

/** Keeps the literal types of an operation (its path, schemas and guard) for the typed server and client. */
export function defineOperation<const O extends OperationContract>(operation: O): O {
  return operation;
}

/** A guard naming one of the contract's abilities: `abilityGuard(examinationContract, 'view')`. */
export function abilityGuard<const C extends ResourceContract, const A extends AbilityOf<C>>(
  contract: C,
  ability: A,
): { readonly resource: C['segment']; readonly ability: A } {
  return { resource: contract.segment, ability };
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type Sent<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What the server's handler reads (parsed) and what a client sends (before parsing). */
export type ParamsOf<O extends OperationContract> = Parsed<O['params']>;
export type QueryOf<O extends OperationContract> = Parsed<O['query']>;
export type BodyOf<O extends OperationContract> = Parsed<O['body']>;
export type ParamsInputOf<O extends OperationContract> = Sent<O['params']>;
export type QueryInputOf<O extends OperationContract> = Sent<O['query']>;
export type BodyInputOf<O extends OperationContract> = Sent<O['body']>;
/** The answer as a client reads it. */
export type ResponseOf<O extends OperationContract> = O['response'] extends z.ZodType
  ? z.output<O['response']>
  : never;
/** The answer as the server's handler must return it (the serializer's input). */
export type ResponseInputOf<O extends OperationContract> = O['response'] extends z.ZodType
  ? z.input<O['response']>
  : never;

/** The path parameter of an item operation: its id or uuid. */
export const idParams = z.object({ id: z.string().max(64) });
