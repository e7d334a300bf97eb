/** The search module's public face: its manifest (what it adds to the app). */
export { searchModule } from './manifest.ts';
