import { describe, expect, it } from 'vitest';
import { auditedValues, changedValues, withoutSecrets } from './audit-values.ts';

describe('what the audit trail keeps of a row', () => {
  it('keeps the stored values of a created or deleted row, less bookkeeping and secrets', () => {
    const row = {
      id: 7,
      uuid: 'u',
      tenant_id: 1,
      created_at: 'x',
      updated_at: 'y',
      email: 'a@b.test',
      password_hash: '$argon2id$v=19$secret',
      reset_token: null,
      azure_id: 'directory-id',
    };
    expect(auditedValues(row, { hidden: ['azure_id'] })).toEqual({
      values: { email: 'a@b.test' },
      redacted: ['password_hash', 'azure_id'],
    });
  });

  it('records only the columns that changed, before and after; a changed secret only by its name', () => {
    const before = {
      id: 1,
      name: 'Old',
      body: '<p>a</p>',
      config: { a: 1 },
      password_hash: 'one',
      count_x: 3,
    };
    const after = {
      id: 1,
      name: 'New',
      body: '<p>a</p>',
      config: { a: 2 },
      password_hash: 'two',
      updated_at: 'now',
    };
    const recorded = changedValues(before, after);
    expect(recorded).toEqual({
      changes: { name: { before: 'Old', after: 'New' }, config: { before: { a: 1 }, after: { a: 2 } } },
      redacted: ['password_hash'],
    });
    expect(JSON.stringify(recorded)).not.toMatch(/one|two/);
  });

  it('masks the secret-named keys inside a JSON column', () => {
    const before = { settings: { azure_login: false, azure_client_secret: 'old-secret' } };
    const after = { settings: { azure_login: true, azure_client_secret: 'new-secret' } };
    const recorded = changedValues(before, after);
    expect(recorded.changes.settings).toEqual({
      before: { azure_login: false, azure_client_secret: '[redacted]' },
      after: { azure_login: true, azure_client_secret: '[redacted]' },
    });
    expect(JSON.stringify(auditedValues(after))).not.toContain('new-secret');
  });

  it('masks secret-named arguments at any depth', () => {
    expect(
      withoutSecrets({ email: 'a@b.test', password: 'p', nested: [{ access_token: 't', keep: 1 }] }),
    ).toEqual({
      email: 'a@b.test',
      password: '[redacted]',
      nested: [{ access_token: '[redacted]', keep: 1 }],
    });
  });
});
