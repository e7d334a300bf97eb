import { describe, expect, it } from 'vitest';
import { uploadErrorMessage } from './upload-error.ts';

const fallback = (status: number) => `fallback ${status}`;

describe('the reason shown on a refused upload', () => {
  it("is the file field's message, translated when it is a key", () => {
    const body = JSON.stringify({ message: 'Invalid data', errors: { filepond: ['validation.filetype'] } });
    expect(uploadErrorMessage(422, body, 'en', fallback)).toBe('File was not of an allowed filetype.');
    expect(uploadErrorMessage(422, body, 'nb', fallback)).toBe('Filen var ikke av en tillatt filtype.');
  });
  it("is the server's text as it is when it sent a text", () => {
    const body = JSON.stringify({
      message: 'x',
      errors: { filepond: ['File was not of an allowed filetype'] },
    });
    expect(uploadErrorMessage(422, body, 'en', fallback)).toBe('File was not of an allowed filetype');
  });
  it('is the message when there are no field errors (413)', () => {
    const body = JSON.stringify({ message: 'http.payload_too_large' });
    expect(uploadErrorMessage(413, body, 'en', fallback)).toBe('The request body is too large.');
  });
  it('falls back by status when the body says nothing readable', () => {
    expect(uploadErrorMessage(413, '<html>Too large</html>', 'en', fallback)).toBe('fallback 413');
    expect(uploadErrorMessage(500, '', 'en', fallback)).toBe('fallback 500');
  });
});
