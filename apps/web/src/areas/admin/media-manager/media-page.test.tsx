import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { foldersRefetchInterval } from '../../../api/resources/directories.ts';
import { processingListRefetchInterval } from '../../../api/resources/media.ts';
import { switchLanguage } from '../../../i18n/i18n-setup.ts';
import { entity, fakeApi, itemAnswer, listAnswer, renderWithRouter } from '../../../test/resource-ui.tsx';
import { FolderMedia } from './folder-media.tsx';
import { MediaPage } from './media-page.tsx';
import { SubFolders } from './sub-folders.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

// The details form's text areas grow with their text (Mantine's autosize), which listens to font loading
// and watches its size: jsdom has neither.
if (!document.fonts)
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

function media(id: number, extra: Record<string, unknown> = {}) {
  return entity(id, 'Sunrise', {
    abilities: { view: true, update: true, delete: true, replace: true },
    title: 'Sunrise',
    subtitles: null,
    description: null,
    directory_id: null,
    directory_uuid: null,
    directory: null,
    size: 1_234_567,
    mime: 'image/png',
    meta: { width: 40, height: 30 },
    type: 'image',
    url: '/api/v1/media/x/original?signature=s',
    hls: null,
    file: { uuid: 'f', name: 'sunrise.png' },
    variants: [{ variant_name: 'thumbnail', mime: 'image/webp', size: 900, url: '/t' }],
    poster_image_id: null,
    poster_image_uuid: null,
    poster_image: null,
    is_being_replaced: false,
    processing_status: 'ready',
    processing_progress: 100,
    processing_error: null,
    attached_to: [],
    in_use: false,
    ...extra,
  });
}

const openMedia = (item: ReturnType<typeof media> | null) => {
  fakeApi((call) =>
    call.url.pathname === '/api/v1/media/5'
      ? item
        ? itemAnswer(item)
        : { status: 404, body: { message: 'http.not_found' } }
      : undefined,
  );
  return renderWithRouter(
    [{ path: '/admin/media-manager/:directory/media/:media', element: <MediaPage /> }],
    '/admin/media-manager/my-files/media/5',
  );
};

describe('media detail (spec §2, §9)', () => {
  it('shows an image with its readable size, dimensions, no duration, and its variants', async () => {
    openMedia(media(5));
    const facts = await screen.findByTestId('media-facts');
    expect(facts.textContent).toContain('1.2 MB');
    expect(facts.textContent).toContain('40 × 30 px');
    expect(facts.textContent).toContain('N/A');
    expect(screen.getByRole('img', { name: 'Sunrise' })).toBeTruthy();
    expect(screen.getByTestId('media-variants').textContent).toContain('thumbnail');
    expect((screen.getByTestId('delete') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByTestId('media-uses-empty')).toBeTruthy();
  });

  it('names what uses it and disables delete with the reason while it is used', async () => {
    openMedia(
      media(5, {
        in_use: true,
        abilities: { view: true, update: true, delete: false, replace: true },
        attached_to: [{ ...entity(9, 'Introduction'), type: 'lesson', assignment: 'media' }],
      }),
    );
    const uses = await screen.findByTestId('media-uses');
    expect(within(uses).getByText('Lesson: Introduction')).toBeTruthy();
    // The lesson's admin page exists (issue 13), so the use leads there.
    expect(within(uses).getByRole('link').getAttribute('href')).toBe('/admin/lessons/9');
    expect((screen.getByTestId('delete') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('media-in-use').textContent).toContain('Media in use cannot be deleted');
  });

  it('shows a video being processed with its percent, and a failure with its reason', async () => {
    const video = { type: 'video', mime: 'video/mp4', meta: {}, variants: [] };
    const view = openMedia(media(5, { ...video, processing_status: 'processing', processing_progress: 42 }));
    expect((await screen.findByTestId('media-processing')).textContent).toContain('42 %');
    expect(screen.getByText('No variants.')).toBeTruthy();
    view.unmount();
    openMedia(
      media(5, { ...video, processing_status: 'failed', processing_error: 'The video could not be read.' }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('The video could not be read.');
  });

  it('shows a transcode the reconciler stopped with its reason in the reader’s language (nb)', async () => {
    await switchLanguage('nb');
    const video = { type: 'video', mime: 'video/mp4', meta: {}, variants: [] };
    openMedia(
      media(5, { ...video, processing_status: 'failed', processing_error: 'media.transcode_stopped' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Videoen ble ikke omkodet: omkodingen stoppet. Last den opp på nytt.',
    );
    expect(alert.textContent).not.toContain('media.transcode_stopped');
  });

  it('follows the transcode live until the video is ready, without a reload (issue 22)', async () => {
    const video = { type: 'video', mime: 'video/mp4', meta: {}, variants: [] };
    let calls = 0;
    fakeApi((call) => {
      if (call.url.pathname !== '/api/v1/media/5') return undefined;
      calls += 1;
      return itemAnswer(
        calls === 1
          ? media(5, { ...video, processing_status: 'processing', processing_progress: 12 })
          : media(5, { ...video, processing_status: 'ready', processing_progress: 100 }),
      );
    });
    renderWithRouter(
      [{ path: '/admin/media-manager/:directory/media/:media', element: <MediaPage /> }],
      '/admin/media-manager/my-files/media/5',
    );
    expect((await screen.findByTestId('media-processing')).textContent).toContain('12 %');
    await waitFor(() => expect(screen.queryByTestId('media-processing')).toBeNull());
    expect(screen.getByTestId('media-facts').textContent).toContain('Ready');
  });

  it('hides what the abilities deny', async () => {
    openMedia(media(5, { abilities: { view: true, update: false, delete: false, replace: false } }));
    await screen.findByTestId('media-facts');
    expect(screen.queryByTestId('media-replace')).toBeNull();
    expect(screen.queryByTestId('delete')).toBeNull();
    expect(screen.queryByTestId('attach-submit')).toBeNull();
  });

  it('says when the item could not be loaded', async () => {
    openMedia(null);
    expect(await screen.findByText('This could not be loaded.')).toBeTruthy();
  });
});

describe('folder contents', () => {
  it('list sub-folders with their counts and whether media in them is processing', async () => {
    fakeApi((call) =>
      call.url.pathname === '/api/v1/directories' && call.url.searchParams.get('filter[parent]') === 'root'
        ? listAnswer([
            entity(1, 'Photos', { name: 'Photos', children_count: 2, media_count: 7, processing: true }),
          ])
        : undefined,
    );
    renderWithRouter([{ path: '/', element: <SubFolders parentFilter="root" /> }], '/');
    const row = await screen.findByTestId('folder-row');
    expect(within(row).getByRole('link', { name: 'Photos' }).getAttribute('href')).toBe(
      '/admin/media-manager/1',
    );
    expect(row.textContent).toContain('27Processing');
  });

  it("follow a video's transcoding live: the row's percent moves to ready without a reload (issue 22)", async () => {
    const video = { type: 'video', mime: 'video/mp4', meta: {}, variants: [], size: 3_400_000 };
    const answers = [
      media(7, { ...video, processing_status: 'processing', processing_progress: 0 }),
      media(7, { ...video, processing_status: 'processing', processing_progress: 63 }),
      media(7, { ...video, processing_status: 'ready', processing_progress: 100 }),
    ];
    let calls = 0;
    fakeApi((call) => {
      if (call.url.pathname !== '/api/v1/media') return undefined;
      const answer = answers[Math.min(calls, answers.length - 1)];
      calls += 1;
      return listAnswer([answer]);
    });
    renderWithRouter([{ path: '/', element: <FolderMedia directoryFilter="root" /> }], '/');
    const row = await screen.findByTestId('media-row');
    expect(row.textContent).toContain('0 %');
    expect(row.textContent).toContain('3.4 MB');
    await waitFor(() => expect(screen.getByTestId('media-row').textContent).toContain('63 %'));
    await waitFor(() => expect(screen.getByTestId('media-row').textContent).toContain('Ready'));
  });

  it('poll a page only while something on it is processing', () => {
    const item = (processing_status: 'processing' | 'ready' | 'failed') => ({ processing_status });
    expect(processingListRefetchInterval({ items: [item('ready'), item('processing')] })).toBe(3000);
    expect(processingListRefetchInterval({ items: [item('ready'), item('failed')] })).toBe(false);
    expect(processingListRefetchInterval(undefined)).toBe(false);
    expect(foldersRefetchInterval({ items: [{ processing: false }, { processing: true }] })).toBe(3000);
    expect(foldersRefetchInterval({ items: [{ processing: false }] })).toBe(false);
  });

  it('say when a folder has no media', async () => {
    fakeApi((call) =>
      call.url.pathname === '/api/v1/media' && call.url.searchParams.get('filter[directory]') === '3'
        ? listAnswer([])
        : undefined,
    );
    renderWithRouter([{ path: '/', element: <FolderMedia directoryFilter="3" /> }], '/');
    expect(await screen.findByText('No media here yet. Upload files above.')).toBeTruthy();
  });
});
