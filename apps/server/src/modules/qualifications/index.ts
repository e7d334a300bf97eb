/** The qualifications module's public face: its manifest (what it adds to the app) and the lapsed-certificate rule. */
export { qualificationsModule } from './manifest.ts';
export { certificateLapsed } from './qualification-status.ts';
