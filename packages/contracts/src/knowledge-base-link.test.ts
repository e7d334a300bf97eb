import { describe, expect, it } from 'vitest';
import { knowledgeBaseBookUuid, knowledgeBaseHref } from './knowledge-base-link.ts';

const book = '11111111-1111-4111-8111-111111111111';
const chapter = '22222222-2222-4222-8222-222222222222';
const subChapter = '33333333-3333-4333-8333-333333333333';

describe('the knowledge-base link (spec §2)', () => {
  it('goes to the book itself when it has no parent', () => {
    expect(knowledgeBaseHref({ uuid: book, parent: null })).toBe(`/admin/books/${book}`);
    expect(knowledgeBaseHref({ uuid: book, parent_uuid: null })).toBe(`/admin/books/${book}`);
  });

  it("goes to the parent book's page for a chapter, with the parent's uuid", () => {
    expect(knowledgeBaseHref({ uuid: chapter, parent: { uuid: book } })).toBe(`/admin/books/${book}`);
    expect(knowledgeBaseHref({ uuid: chapter, parent_uuid: book })).toBe(`/admin/books/${book}`);
  });

  it('takes the direct parent, not the top-most book, for a chapter under a chapter', () => {
    expect(knowledgeBaseBookUuid({ uuid: subChapter, parent: { uuid: chapter } })).toBe(chapter);
    expect(knowledgeBaseHref({ uuid: subChapter, parent_uuid: chapter })).toBe(`/admin/books/${chapter}`);
  });
});
