/** The api-keys module's public face: its manifest (what it adds to the app). */
export { apiKeysModule } from './manifest.ts';
