import { certificateUpdateSchema } from '@academy/contracts/entities/certificate';
import { describe, expect, it } from 'vitest';
import { type FieldShape, initialValues, toPayload, validateWithSchema } from './form-fields.ts';

const fields: FieldShape[] = [
  { name: 'title', kind: 'text', labelKey: 'a' },
  { name: 'certifier', kind: 'text', labelKey: 'b', empty: 'null' },
  {
    name: 'expires_at',
    kind: 'date',
    labelKey: 'c',
    empty: 'null',
    toInput: (value) => (value ? `${value}T00:00:00.000Z` : value),
  },
];

describe('form fields', () => {
  it('start from the saved item (dates as YYYY-MM-DD) or empty', () => {
    expect(
      initialValues(fields, { title: 'T', certifier: null, expires_at: '2027-01-31T00:00:00.000Z' }),
    ).toEqual({
      title: 'T',
      certifier: '',
      expires_at: '2027-01-31',
    });
    expect(initialValues(fields)).toEqual({ title: '', certifier: '', expires_at: '' });
  });
  it('become the payload: trimmed, empty optional fields cleared, converted by the screen', () => {
    expect(toPayload(fields, { title: ' Safety ', certifier: ' ', expires_at: '2027-01-31' })).toEqual({
      title: 'Safety',
      certifier: null,
      expires_at: '2027-01-31T00:00:00.000Z',
    });
  });
  it('leave a field the schema does not name (a file part) out of the check, not out of the payload', () => {
    const withFile: FieldShape[] = [
      ...fields,
      { name: 'logo', kind: 'file', labelKey: 'd', schemaless: true, empty: 'omit' },
    ];
    const logo = new File(['x'], 'logo.png', { type: 'image/png' });
    const values = { title: 'T', certifier: '', expires_at: '', logo };
    expect(validateWithSchema(certificateUpdateSchema, withFile, values, 'en')).toEqual({});
    expect(toPayload(withFile, values)).toMatchObject({ title: 'T', logo });
    expect(toPayload(withFile, { ...values, logo: null })).not.toHaveProperty('logo');
  });
  it('are checked by the schema with translated messages', () => {
    expect(
      validateWithSchema(certificateUpdateSchema, fields, { title: '', certifier: '', expires_at: '' }, 'nb'),
    ).toEqual({
      title: 'Tittel er påkrevd.',
    });
  });
});
