/** The context module's public face: its manifest (what it adds to the app). */
export { contextModule } from './manifest.ts';
