/** The reports module's public face: the report job the app registers, and its manifest. */
export { reportsModule } from './manifest.ts';
