import { type Actor, isAdmin, isManagerAny } from '../../../platform/auth/actor.ts';

/**
 * Who may upload: the people whose forms take files, administrators (content, media manager, tenant) and
 * company managers (their company's logo). A signed-in user only: an API key uploads nothing.
 */
export const mayUpload = (actor: Actor) => actor.user !== null && (isAdmin(actor) || isManagerAny(actor));

/**
 * Administrators upload every kind at its own limit (the media library takes images and videos); a company
 * manager's only file is their company's logo, so they upload no more than a logo.
 */
export const uploadsEveryKind = (actor: Actor) => isAdmin(actor);
