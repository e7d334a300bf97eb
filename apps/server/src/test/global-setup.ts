import { rm } from 'node:fs/promises';
import { buildServerBundle, removeServerBundle, serverBundleVariable } from './server-bundle.ts';
import { createTemplate, dropTemplate, templateDatabaseName, templateDumpPath } from './template-database.ts';

let bundle: string | undefined;

export async function setup() {
  // For the tests that start the server as processes (server-process.ts): one build instead of tsx in each.
  bundle = await buildServerBundle(`api-${process.pid}`);
  process.env[serverBundleVariable] = bundle;
  await createTemplate();
  process.env.ACADEMY_TEMPLATE_DUMP = templateDumpPath;
  process.env.ACADEMY_TEMPLATE_DATABASE = templateDatabaseName;
}

export async function teardown() {
  await dropTemplate();
  await rm(templateDumpPath, { force: true });
  if (bundle) await removeServerBundle(bundle);
}
