import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { glossaryViolations } from './glossary.ts';
import { messages } from './messages.ts';

/**
 * Every Norwegian text a person can read — the web app's nb files, the API's messages and the server's own nb
 * texts (mails, PDFs, report columns, resource names) — against the glossary. A failure names the file, the key
 * or line, the text and the term to use.
 */
const root = join(import.meta.dirname, '../../..');

function filesUnder(directory: string, accept: (name: string) => boolean): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && accept(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

function flatten(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    flatten(child, prefix ? `${prefix}.${key}` : key),
  );
}

function problems(place: string, texts: [string, string][]): string[] {
  return texts.flatMap(([key, text]) =>
    glossaryViolations(text).map(
      (violation) => `${place} ${key}: "${text}" has "${violation.found}" (use "${violation.preferred}")`,
    ),
  );
}

/** The server's sources hold nb texts beside English ones: its string literals, comments left out. */
function stringLiterals(source: string): [string, string][] {
  const literal = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g;
  return source.split('\n').flatMap((line, index): [string, string][] => {
    if (/^\s*(\/\/|\/\*|\*)/.test(line)) return [];
    return (line.match(literal) ?? []).map((text) => [`line ${index + 1}`, text]);
  });
}

describe('the nb glossary', () => {
  it('finds forbidden variants and their inflections, not look-alike words', () => {
    expect(glossaryViolations('Velg firmaet ditt').map((v) => v.preferred)).toEqual(['bedrift']);
    expect(glossaryViolations('Sertifikatene dine').map((v) => v.preferred)).toEqual(['kursbevis']);
    expect(glossaryViolations('Innstillinger for leietaker')).toHaveLength(1);
    expect(glossaryViolations('SCORM-elev-ID')).toHaveLength(1);
    expect(glossaryViolations('Varsle forsikringsselskapet, elevator, confirmation')).toEqual([]);
    expect(glossaryViolations('Bedriftens kursbevis')).toEqual([]);
  });

  it('holds in the web app’s nb texts', () => {
    const files = filesUnder(join(root, 'apps/web/src/i18n'), (name) => /(^|\.)nb\.json$/.test(name));
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((file) =>
      problems(relative(root, file), flatten(JSON.parse(readFileSync(file, 'utf8')))),
    );
    expect(found).toEqual([]);
  });

  it('holds in the API’s nb messages', () => {
    expect(problems('messages.ts', Object.entries(messages.nb))).toEqual([]);
  });

  it('holds in the server’s nb texts (mails, PDFs, reports, resource names, demo content)', () => {
    const files = filesUnder(
      join(root, 'apps/server/src'),
      (name) => name.endsWith('.ts') && !name.includes('.test.'),
    );
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((file) =>
      problems(relative(root, file), stringLiterals(readFileSync(file, 'utf8'))),
    );
    expect(found).toEqual([]);
  });
});
