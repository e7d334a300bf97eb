import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { seedDemo } from './demo.ts';
import { DEMO_PASSWORD, describeDemoAccounts } from './demo-accounts.ts';

/**
 * `npm run seed -w apps/server`: migrate the configured database, then load the demo data if it is missing,
 * with its history unless DEMO_HISTORY is off.
 */
const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await handle.migrate();
  const started = performance.now();
  const { created, history } = await seedDemo(handle.db, { history: config.demoHistory });
  const where = handle.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  if (history) {
    console.log(
      `History: ${history.people} more people, ${history.enrollments} enrollments, ${history.examinations} examinations, ` +
        `${history.certificates} certificates and ${history.reminders} reminders over 18 months.`,
    );
  }
  console.log(
    created
      ? `Demo data loaded into ${where} in ${Math.round(performance.now() - started)} ms.`
      : `Demo data is already in ${where}; nothing changed.`,
  );
  console.log(`Sign in at ${config.publicUrl}/login with the password "${DEMO_PASSWORD}":`);
  for (const line of describeDemoAccounts()) console.log(`  ${line}`);
} catch (error) {
  console.error('Seeding failed:', error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
