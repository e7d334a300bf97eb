import { describe, expect, it } from 'vitest';
import { returnPathFor, safeReturnPath } from './return-path.ts';

describe('safeReturnPath', () => {
  it('keeps a path of the application with its query and hash', () => {
    expect(safeReturnPath('/courses/0b9c-uuid')).toBe('/courses/0b9c-uuid');
    expect(safeReturnPath('/courses/a/variants/b?tab=2#lesson-3')).toBe(
      '/courses/a/variants/b?tab=2#lesson-3',
    );
    expect(safeReturnPath('/certificates')).toBe('/certificates');
    expect(safeReturnPath('/admin')).toBe('/admin');
  });

  it('normalises dot segments without leaving the origin', () => {
    expect(safeReturnPath('/courses/../certificates')).toBe('/certificates');
    expect(safeReturnPath('/../../etc')).toBe('/etc');
  });

  it.each([
    ['empty', ''],
    ['null', null],
    ['undefined', undefined],
    ['relative', 'courses/x'],
    ['protocol-relative', '//evil.test/x'],
    ['protocol-relative with more slashes', '///evil.test'],
    ['backslash', '/\\evil.test'],
    ['backslash twice', '\\\\evil.test'],
    ['backslash later in the path', '/courses\\..\\..\\evil'],
    ['absolute https', 'https://evil.test/courses'],
    ['absolute http on our own host name', 'http://localhost:3000/home'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['javascript scheme in capitals', 'JavaScript:alert(1)'],
    ['javascript scheme after a space', ' javascript:alert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['tab that the URL parser would drop', '/\t/evil.test'],
    ['newline that the URL parser would drop', '/\n/evil.test'],
    ['a space', '/ /evil.test'],
    ['a NUL', '/courses\u0000'],
    ['too long', `/${'a'.repeat(2100)}`],
  ])('rejects %s', (_, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('keeps encoded slashes inside the path (they stay one path segment)', () => {
    expect(safeReturnPath('/%2F%2Fevil.test')).toBe('/%2F%2Fevil.test');
  });

  it('never returns into sign-in or sign-up', () => {
    expect(safeReturnPath('/login')).toBeNull();
    expect(safeReturnPath('/login/nordlys?redirect=/x')).toBeNull();
    expect(safeReturnPath('/register/nordlys')).toBeNull();
    expect(safeReturnPath('/reset-password/token/a%40b.test')).toBeNull();
    expect(safeReturnPath('/loginx')).toBe('/loginx');
  });
});

describe('returnPathFor', () => {
  it('leaves out the dashboard and the root, which are where sign-in goes anyway', () => {
    expect(returnPathFor('/')).toBeNull();
    expect(returnPathFor('/home')).toBeNull();
    expect(returnPathFor('/home?tab=1')).toBe('/home?tab=1');
    expect(returnPathFor('/courses/x')).toBe('/courses/x');
    expect(returnPathFor('//evil.test')).toBeNull();
  });
});
