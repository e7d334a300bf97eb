/** The insights module's public face: whose standings a reader sees in a company (the reports' matrix too). */
export { type InsightReach, insightReach } from './insight-reach.ts';
export { insightsModule } from './manifest.ts';
