import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientStorage } from '../client-storage.ts';
import { installHttpEnvironment } from '../http-environment.ts';
import { CHUNK_BYTES, revertUpload, sendUpload } from './filepond-requests.ts';

/** A stand-in XMLHttpRequest that records what is sent and answers when told. */
class FakeXhr {
  static all: FakeXhr[] = [];
  static get last() {
    return FakeXhr.all[FakeXhr.all.length - 1];
  }
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  responseHeaders: Record<string, string> = {};
  aborted = false;
  upload: { onprogress: ((event: { loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.all.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, text: string, headers: Record<string, string> = {}) {
    this.status = status;
    this.responseText = text;
    this.responseHeaders = headers;
    this.onload?.();
  }
}

/** Lets the upload's promises move on to its next request. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function record() {
  const events: string[] = [];
  const callbacks = {
    onProgress: (sent: number, total: number) => events.push(`progress ${sent}/${total}`),
    onDone: (id: string) => events.push(`done ${id}`),
    onError: (message: string) => events.push(`error ${message}`),
  };
  return { events, callbacks };
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  FakeXhr.all = [];
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
  it('send a small file in the field filepond with the HTTP client headers, with progress and its id', async () => {
    const { events, callbacks } = record();
    const upload = sendUpload(new File(['png'], 'a.png', { type: 'image/png' }), 'image', callbacks);
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/v1/filepond?kind=image');
    expect(xhr.headers.authorization).toBe('Bearer token-1');
    expect(xhr.headers['accept-language']).toBe('nb');
    expect(((xhr.body as FormData).get('filepond') as File).name).toBe('a.png');
    xhr.upload.onprogress?.({ loaded: 1, total: 3 });
    xhr.answer(200, 'upload-id\n');
    await settle();
    expect(events).toEqual(['progress 1/3', 'done upload-id']);
    upload.abort();
  });

  it('send a big file in chunks at the offsets the server confirms, resuming after a lost chunk', async () => {
    const { events, callbacks } = record();
    const size = CHUNK_BYTES + 10;
    sendUpload(new File([new Uint8Array(size)], 'clip.mp4', { type: 'video/mp4' }), 'video', callbacks);
    const start = FakeXhr.last;
    expect(start.url).toBe('/api/v1/filepond?kind=video');
    expect(start.headers['upload-length']).toBe(String(size));
    expect((start.body as FormData).get('filepond')).toBe('{}');
    start.answer(200, 'big-id');
    await settle();
    const first = FakeXhr.last;
    expect(first.method).toBe('PATCH');
    expect(first.url).toBe('/api/v1/filepond?kind=video&patch=big-id');
    expect(first.headers['upload-offset']).toBe('0');
    expect(first.headers['content-type']).toBe('application/offset+octet-stream');
    expect((first.body as Blob).size).toBe(CHUNK_BYTES);
    first.onerror?.();
    await settle();
    const head = FakeXhr.last;
    expect(head.method).toBe('HEAD');
    head.answer(200, '', { 'upload-offset': '4000000' });
    await settle();
    const resumed = FakeXhr.last;
    expect(resumed.headers['upload-offset']).toBe('4000000');
    expect((resumed.body as Blob).size).toBe(size - 4_000_000);
    resumed.upload.onprogress?.({ loaded: 10, total: size - 4_000_000 });
    resumed.answer(204, '', { 'upload-offset': String(size) });
    await settle();
    expect(FakeXhr.all).toHaveLength(4);
    expect(events).toEqual([`progress 4000010/${size}`, 'done big-id']);
  });

  it("give a refused file the server's reason in the user's language", async () => {
    const { events, callbacks } = record();
    sendUpload(new File(['x'], 'x.png'), 'image', callbacks);
    FakeXhr.last.answer(422, JSON.stringify({ message: 'x', errors: { filepond: ['validation.filetype'] } }));
    await settle();
    expect(events).toEqual(['error Filen var ikke av en tillatt filtype.']);
  });

  it('stop on cancel without reporting anything more', async () => {
    const { events, callbacks } = record();
    const upload = sendUpload(new File(['x'], 'x.png'), 'image', callbacks);
    upload.abort();
    await settle();
    expect(FakeXhr.last.aborted).toBe(true);
    expect(events).toEqual([]);
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
