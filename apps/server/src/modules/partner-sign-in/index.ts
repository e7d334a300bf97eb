/** The partner-sign-in module's public face: its manifest (what it adds to the app). */
export { partnerSignInModule } from './manifest.ts';
