import { certificateUpdateSchema } from '@academy/contracts/entities/certificate';
import { tenantUpdateSchema } from '@academy/contracts/entities/tenant';
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
    const active: FieldShape = { name: 'is_active', kind: 'switch', labelKey: 'd', initial: true };
    expect(initialValues([...fields, active])).toEqual({
      title: '',
      certifier: '',
      expires_at: '',
      is_active: true,
    });
    expect(initialValues([active], { is_active: false })).toEqual({ is_active: false });
  });
  it('start a create form from a field’s own initial value, and an update form from the item', () => {
    const withDefaults: FieldShape[] = [
      { name: 'is_active', kind: 'switch', labelKey: 'a', initial: true },
      { name: 'currency', kind: 'select', labelKey: 'b', initial: 'NOK' },
    ];
    expect(initialValues(withDefaults)).toEqual({ is_active: true, currency: 'NOK' });
    expect(initialValues(withDefaults, { is_active: false, currency: 'EUR' })).toEqual({
      is_active: false,
      currency: 'EUR',
    });
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

  it('check a chosen file by its rule instead of the schema, and start file inputs empty', () => {
    const logo: FieldShape[] = [
      { name: 'name', kind: 'text', labelKey: 'n' },
      {
        name: 'logo',
        kind: 'file',
        labelKey: 'l',
        empty: 'omit',
        fileRule: { types: ['image/png'], maxBytes: 10, messageKey: 'validation.logo' },
      },
    ];
    const schema = tenantUpdateSchema;
    expect(initialValues(logo, { name: 'Academy', logo: '/api/v1/media/x/original' })).toEqual({
      name: 'Academy',
      logo: null,
    });
    const png = new File(['12345'], 'logo.png', { type: 'image/png' });
    expect(validateWithSchema(schema, logo, { name: 'Academy', logo: png }, 'en')).toEqual({});
    const pdf = new File(['12345'], 'logo.pdf', { type: 'application/pdf' });
    expect(validateWithSchema(schema, logo, { name: 'Academy', logo: pdf }, 'nb')).toEqual({
      logo: 'Logoen må være et PNG-, JPG- eller GIF-bilde på høyst 1 MB.',
    });
    const large = new File(['0123456789ab'], 'logo.png', { type: 'image/png' });
    expect(validateWithSchema(schema, logo, { name: '', logo: large }, 'en')).toEqual({
      name: 'Name is required.',
      logo: 'The logo must be a PNG, JPG or GIF image of at most 1 MB.',
    });
    expect(toPayload(logo, { name: 'Academy', logo: null })).toEqual({ name: 'Academy' });
  });
});
