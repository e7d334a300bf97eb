import { describe, expect, it } from 'vitest';
import { hasFile, toFormData } from './form-body.ts';

describe('create and update bodies', () => {
  it('are multipart only when a file is present', () => {
    expect(hasFile({ name: 'x', count: 2 })).toBe(false);
    expect(hasFile({ logo: new File(['x'], 'logo.png') })).toBe(true);
    expect(hasFile({ files: [new File(['x'], 'a.png')] })).toBe(true);
  });
  it('send strings the server coerces back: null as empty, lists as name[], objects as JSON', () => {
    const form = toFormData(
      {
        name: 'Nordlys',
        active: true,
        size: 3,
        expires_at: null,
        skipped: undefined,
        ids: [1, 2],
        settings: { a: 1 },
        logo: new File(['png'], 'logo.png', { type: 'image/png' }),
      },
      { _method: 'PATCH' },
    );
    expect(form.get('name')).toBe('Nordlys');
    expect(form.get('active')).toBe('true');
    expect(form.get('size')).toBe('3');
    expect(form.get('expires_at')).toBe('');
    expect(form.has('skipped')).toBe(false);
    expect(form.getAll('ids[]')).toEqual(['1', '2']);
    expect(form.get('settings')).toBe('{"a":1}');
    expect((form.get('logo') as File).name).toBe('logo.png');
    expect(form.get('_method')).toBe('PATCH');
  });
});
