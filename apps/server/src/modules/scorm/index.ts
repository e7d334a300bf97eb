/** The scorm module's public face: its manifest (what it adds to the app). */
export { scormModule } from './manifest.ts';
