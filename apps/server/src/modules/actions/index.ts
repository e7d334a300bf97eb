/** The actions module's public face: its manifest (what it adds to the app). */
export { actionsModule } from './manifest.ts';
