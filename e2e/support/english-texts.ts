import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { demoCourses } from '../../apps/server/src/demo/content-courses.ts';
import { demoBooks } from '../../apps/server/src/demo/content-knowledge-base.ts';
import { messages } from '../../packages/contracts/src/messages.ts';
import { ROOT } from './server.ts';

/**
 * English texts that have a Norwegian counterpart: the interface's strings (en.json beside nb.json), the
 * server's messages, and the demo content a learner reads (course variants, lessons, blocks, questions,
 * books; the courses' own administrative English names and introductions, which learners read through
 * their variants). None of them may appear on a Norwegian screen.
 */
type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [inner, text] of leaves(value, path)) found.set(inner, text);
  }
  return found;
}

const readJson = (file: string) => JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as Tree;

/** The literal parts of a template ("{{name}}", "{0}" and markup removed) that are long enough to tell. */
function fragments(text: string): string[] {
  return text
    .replace(/<[^>]+>/g, ' ')
    .split(/\{\{[^}]+\}\}|\{\d+\}|[…:()]/)
    .map((part) =>
      part
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/[.,;!?]+$/, ''),
    )
    .filter((part) => (part.includes(' ') ? part.length >= 8 : part.length >= 5))
    .filter((part) => /[a-z]/.test(part));
}

function pairs(): [string, string][] {
  const result: [string, string][] = [];
  const en = leaves(readJson('apps/web/src/i18n/en.json'));
  const nb = leaves(readJson('apps/web/src/i18n/nb.json'));
  for (const [key, text] of en) result.push([text, nb.get(key) ?? '']);
  for (const key of Object.keys(messages.en) as (keyof typeof messages.en)[]) {
    result.push([messages.en[key], messages.nb[key]]);
  }
  for (const course of demoCourses) {
    // Administrative English (spec: learners read the variant); the nb variant exists for every demo course.
    result.push([course.name, course.variant.title.nb], [course.ingress, course.variant.summary.nb]);
    const { variant } = course;
    for (const field of [variant.title, variant.summary, variant.shortDescription])
      result.push([field.en, field.nb]);
    for (const lesson of course.lessons) {
      result.push([lesson.title.en, lesson.title.nb]);
      for (const block of lesson.blocks) {
        result.push([block.title.en, block.title.nb]);
        for (const question of block.questions) {
          result.push([question.text.en, question.text.nb]);
          if (question.hint) result.push([question.hint.en, question.hint.nb]);
          for (const alternative of question.alternatives)
            result.push([alternative.text.en, alternative.text.nb]);
        }
      }
    }
  }
  for (const book of demoBooks) {
    result.push([book.name.en, book.name.nb], [book.description.en, book.description.nb]);
    for (const chapter of book.chapters) result.push([chapter.name.en, chapter.name.nb]);
  }
  return result;
}

/** Every English fragment whose Norwegian text differs (a word both languages share is not English). */
export function englishFragments(): string[] {
  const found = new Set<string>();
  for (const [en, nb] of pairs()) {
    const norwegian = new Set(fragments(nb));
    for (const fragment of fragments(en))
      if (!norwegian.has(fragment) && !nb.includes(fragment)) found.add(fragment);
  }
  return [...found];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What a person sees or hears on the page: its visible text, its title and its accessible labels. */
async function pageTexts(page: Page): Promise<string> {
  return page.evaluate(() => {
    const labels = Array.from(document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'))
      .filter(
        (element) => (element as HTMLElement).offsetParent !== null || element.closest('[role="dialog"]'),
      )
      .flatMap((element) =>
        ['aria-label', 'placeholder', 'title', 'alt'].map((name) => element.getAttribute(name) ?? ''),
      );
    return [document.title, document.body.innerText, ...labels].join('\n');
  });
}

/** The English fragments the page shows, as whole words. */
export function englishChecker(extraAllowed: string[] = []) {
  const allowed = new Set(extraAllowed);
  const patterns = englishFragments()
    .filter((fragment) => !allowed.has(fragment))
    .map((fragment) => ({
      fragment,
      pattern: new RegExp(`(^|[^\\p{L}])${escapeRegExp(fragment)}($|[^\\p{L}])`, 'u'),
    }));
  return async (page: Page): Promise<string[]> => {
    const text = await pageTexts(page);
    return patterns.filter(({ pattern }) => pattern.test(text)).map(({ fragment }) => fragment);
  };
}
