/** The payments module's public face: its manifest (what it adds to the app). */
export { paymentsModule } from './manifest.ts';
