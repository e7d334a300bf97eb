/** The certificates module's public face: its manifest (what it adds to the app). */
export { certificatesModule } from './manifest.ts';
