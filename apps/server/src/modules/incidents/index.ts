/** The incidents module's public face: its manifest (what it adds to the app). */
export { incidentsModule } from './manifest.ts';
