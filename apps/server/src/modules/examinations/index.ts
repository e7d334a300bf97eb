/** The examinations module's public face: its manifest (what it adds to the app). */
export { examinationsModule } from './manifest.ts';
