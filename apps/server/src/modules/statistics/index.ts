/** The statistics module's public face: its manifest (what it adds to the app). */
export { statisticsModule } from './manifest.ts';
