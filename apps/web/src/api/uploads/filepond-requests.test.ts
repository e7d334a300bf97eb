import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientStorage } from '../client-storage.ts';
import { installHttpEnvironment } from '../http-environment.ts';
import { revertUpload, sendUpload } from './filepond-requests.ts';

/** A stand-in XMLHttpRequest that records what is sent and answers when told. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: { loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  clientStorage.setToken('token-1');
  installHttpEnvironment({ t: (key) => key, language: () => 'nb', notify: () => {} });
});
afterEach(() => {
  vi.unstubAllGlobals();
  clientStorage.clearSession();
});

describe('FilePond uploads (spec §7)', () => {
  it('send the file in the field filepond with the HTTP client headers, and report progress and the id', () => {
    const events: string[] = [];
    const upload = sendUpload(new File(['png'], 'a.png', { type: 'image/png' }), 'image', {
      onProgress: (sent, total) => events.push(`progress ${sent}/${total}`),
      onDone: (id) => events.push(`done ${id}`),
      onError: (message) => events.push(`error ${message}`),
    });
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/v1/filepond?kind=image');
    expect(xhr.headers.authorization).toBe('Bearer token-1');
    expect(xhr.headers['accept-language']).toBe('nb');
    expect((xhr.body?.get('filepond') as File).name).toBe('a.png');
    xhr.upload.onprogress?.({ loaded: 1, total: 3 });
    xhr.answer(200, 'upload-id\n');
    expect(events).toEqual(['progress 1/3', 'done upload-id']);
    upload.abort();
    expect(xhr.aborted).toBe(true);
  });

  it("give a refused file the server's reason in the user's language", () => {
    let message = '';
    sendUpload(new File(['x'], 'x.png'), 'image', {
      onProgress: () => {},
      onDone: () => {},
      onError: (text) => {
        message = text;
      },
    });
    FakeXhr.last.answer(422, JSON.stringify({ message: 'x', errors: { filepond: ['validation.filetype'] } }));
    expect(message).toBe('Filen var ikke av en tillatt filtype.');
  });

  it('take an upload back with DELETE /api/v1/filepond and its id as the body', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ data: { message: 'ok' } }), { status: 200 }));
    await revertUpload('upload-id');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/v1/filepond');
    expect(init?.method).toBe('DELETE');
    expect(JSON.parse(String(init?.body))).toBe('upload-id');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-1');
  });
});
