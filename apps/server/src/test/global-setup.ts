import { rm } from 'node:fs/promises';
import { createTemplate, dropTemplate, templateDumpPath } from './template-database.ts';

export async function setup() {
  await createTemplate();
  process.env.ACADEMY_TEMPLATE_DUMP = templateDumpPath;
}

export async function teardown() {
  await dropTemplate();
  await rm(templateDumpPath, { force: true });
}
