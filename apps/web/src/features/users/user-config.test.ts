import { describe, expect, it } from 'vitest';
import { userColumns, userEmailField, userLanguageField } from './user-config.ts';

describe('people screens shared by admin and organization', () => {
  it('put the area’s own columns around the shared ones', () => {
    const columns = userColumns({
      belonging: [{ key: 'role', titleKey: 'admin.users.role' }],
      activeCell: (active) => String(active),
      extra: [{ key: 'custom', titleKey: '' }],
    });
    expect(columns.map((column) => column.key)).toEqual([
      'name',
      'email',
      'role',
      'is_active',
      'last_login_at',
      'custom',
    ]);
  });

  it('describe the address only where a change has to be confirmed', () => {
    expect(userEmailField().descriptionKey).toBeUndefined();
    expect(userEmailField('organization.users.email_description').descriptionKey).toBe(
      'organization.users.email_description',
    );
  });

  it('name the languages in the area’s words', () => {
    const field = userLanguageField({
      descriptionKey: 'admin.users.preferred_language_description',
      languageKey: 'admin.users.languages',
    });
    expect(field.labelKey).toBe('fields.preferred_language');
    expect(field.options?.map((option) => option.labelKey)).toEqual([
      'admin.users.languages.en',
      'admin.users.languages.nb',
    ]);
  });
});
