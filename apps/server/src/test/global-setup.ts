import { rm } from 'node:fs/promises';
import { createTemplate, dropTemplate, templateDatabaseName, templateDumpPath } from './template-database.ts';

export async function setup() {
  await createTemplate();
  process.env.ACADEMY_TEMPLATE_DUMP = templateDumpPath;
  process.env.ACADEMY_TEMPLATE_DATABASE = templateDatabaseName;
}

export async function teardown() {
  await dropTemplate();
  await rm(templateDumpPath, { force: true });
}
