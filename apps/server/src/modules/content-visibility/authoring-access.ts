import { type Actor, isAdmin } from '../../platform/auth/actor.ts';

/**
 * Administrators author the tenant's content, so they see all of it: inactive, unpublished and not enrolled
 * for anyone. The one place a content reader's role is asked; every other rule here narrows a reader.
 */
export const seesAllContent = (actor: Actor) => isAdmin(actor);

/**
 * The condition that narrows content for `actor`: none (undefined) for an author, `condition()` for any other
 * reader. `condition` is only built when it is needed.
 */
export const readerCondition = <C>(actor: Actor, condition: () => C): C | undefined =>
  seesAllContent(actor) ? undefined : condition();

/**
 * The visibility of content only authors work on (questions and their answers, passports, the media
 * library's folders and attachments): all of it for an author, nothing for anyone else.
 */
export const authorsOnly = (actor: Actor): undefined | false => (seesAllContent(actor) ? undefined : false);
