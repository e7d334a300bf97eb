/** The qualifications module's public face: its manifest (what it adds to the app). */
export { qualificationsModule } from './manifest.ts';
