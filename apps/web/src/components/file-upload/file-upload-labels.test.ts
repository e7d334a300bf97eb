import type { FilePondErrorDescription } from 'filepond';
import { describe, expect, it } from 'vitest';
import { filePondLabels } from './file-upload-labels.ts';

const t = (key: string, options?: Record<string, unknown>) =>
  options ? `${key}(${JSON.stringify(options)})` : key;

describe('the upload widget texts', () => {
  it('come from the translations, keeping FilePond placeholders for it to fill', () => {
    const labels = filePondLabels(t);
    expect(labels.labelTapToCancel).toBe('uploads.tap_to_cancel');
    expect(labels.labelMaxFileSize).toBe('uploads.max_size({"size":"{filesize}"})');
    expect(labels.labelIdle).toBe('uploads.drop <span class="filepond--label-action">uploads.browse</span>');
  });
  it('escape translated text put into the drop area markup', () => {
    const labels = filePondLabels((key) => (key === 'uploads.drop' ? '<b>drop</b> & go' : key));
    expect(labels.labelIdle).toContain('&lt;b&gt;drop&lt;/b&gt; &amp; go');
  });
  it("show the server's reason on a refused file, else a general failure", () => {
    const label = filePondLabels(t).labelFileProcessingError as (error: FilePondErrorDescription) => string;
    expect(label({ type: 'error', code: 422, body: 'File was not of an allowed filetype.' })).toBe(
      'File was not of an allowed filetype.',
    );
    expect(label({ type: 'error', code: 0, body: '' })).toBe('uploads.failed');
  });
});
