import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth } from '../../test/factories.ts';
import { type DemoRole, demoTokens } from '../enrollments/learning-test-support.ts';

/**
 * Issue 22 §3: the snackbar after a write names what was written. A chapter is a book with a parent, served by
 * the books resource, yet it is "Chapter saved." / "Kapittel lagret.", never "Book saved." / "Bok lagret.".
 */
let t: TestApp;
let tokens: Record<DemoRole, string>;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.db);
});
afterAll(() => t.close());

const call = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, language = 'en') =>
  t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: auth(tokens.admin, { 'accept-language': language }),
    payload,
  });

describe('write messages of books and chapters', () => {
  it('name a chapter as a chapter and a book as a book, in English and Norwegian', async () => {
    const book = await call('POST', 'books', { name: 'Loading dock handbook' });
    expect(book.statusCode, book.body).toBe(201);
    expect(book.json().data.meta.message).toBe('Book created.');
    const bookId = book.json().data.item.uuid;

    const chapter = await call('POST', 'books', { name: 'Forklifts', parent_id: bookId });
    expect(chapter.statusCode, chapter.body).toBe(201);
    expect(chapter.json().data.meta.message).toBe('Chapter created.');
    const chapterId = chapter.json().data.item.uuid;

    const savedChapter = await call('PATCH', `books/${chapterId}`, { name: 'Forklift safety' }, 'nb');
    expect(savedChapter.statusCode, savedChapter.body).toBe(200);
    expect(savedChapter.json().data.meta.message).toBe('Kapittel lagret.');
    expect(savedChapter.json().data.item.name).toBe('Forklift safety');

    const savedBook = await call('PATCH', `books/${bookId}`, { name: 'Dock handbook' }, 'nb');
    expect(savedBook.json().data.meta.message).toBe('Bok lagret.');

    const deletedChapter = await call('DELETE', `books/${chapterId}`);
    expect(deletedChapter.statusCode, deletedChapter.body).toBe(200);
    expect(deletedChapter.json().data.meta.message).toBe('Chapter deleted.');
  });
});
