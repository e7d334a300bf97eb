import type { SearchResult } from '@academy/contracts/entities/search';
import type { Locale } from '@academy/contracts/messages';
import type { Database } from '../../db/client.ts';
import type { Actor, ActorUser } from '../../platform/auth/actor.ts';

export type SearchActor = Actor & { user: ActorUser };

export type SearchInput = {
  actor: SearchActor;
  /** The text to look for, already trimmed; empty means "the first few". */
  search: string;
  limit: number;
  db: Database;
  /** The reader's language (their preference, else Accept-Language): names are matched and shown in it. */
  locale: Locale;
};

/**
 * A named search of POST /api/v1/search/{name} (the spotlight). `authorize` answers 403 for actors the
 * search is not for; `run` must itself keep to the actor's tenant and company scope.
 */
export type SearchDefinition = {
  name: string;
  authorize(actor: SearchActor): boolean;
  run(input: SearchInput): Promise<SearchResult[]>;
};

export function defineSearch(definition: SearchDefinition): SearchDefinition {
  return definition;
}
