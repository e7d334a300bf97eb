/** The media module's public face: how a media row is presented inside another resource's item. */
export { mediaOf, presentMedia } from './media-summary.ts';
