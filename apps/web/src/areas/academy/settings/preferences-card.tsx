import type { UserSettings, UserSettingsUpdate } from '@academy/contracts/entities/user';
import { Button, Card, Group, Select, Stack, Switch, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Draft = {
  core: boolean;
  course: boolean;
  marketing: boolean;
  digest: boolean;
  language: 'en' | 'nb' | 'browser';
};

const draftOf = (settings: UserSettings): Draft => ({
  ...settings.email_preferences,
  digest: settings.email_digest,
  language: settings.preferred_language ?? 'browser',
});

/**
 * E-mail preferences (core, course, marketing; the weekly expiry digest for the managers it reaches) and the
 * preferred language.
 */
export function PreferencesCard(props: {
  settings: UserSettings;
  saving: boolean;
  onSave: (update: UserSettingsUpdate) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(props.settings));
  const saved = draftOf(props.settings);
  const changed = JSON.stringify(draft) !== JSON.stringify(saved);
  const set = (patch: Partial<Draft>) => setDraft((previous) => ({ ...previous, ...patch }));
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="preferences-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          props.onSave({
            email_preferences: { core: draft.core, course: draft.course, marketing: draft.marketing },
            preferred_language: draft.language === 'browser' ? null : draft.language,
            // Only people the digest reaches see its switch; for everyone else the stored value stays as it is.
            ...(props.settings.expiry_digest_available ? { email_digest: draft.digest } : {}),
          });
        }}
      >
        <Stack gap="md">
          <Title order={2} fz="h4" id="preferences-title">
            {t('academy.settings.preferences_title')}
          </Title>
          <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
            <legend style={{ fontWeight: 600, marginBottom: 8 }}>
              {t('academy.settings.emails_legend')}
            </legend>
            {(['core', 'course', 'marketing'] as const).map((kind) => (
              <Switch
                key={kind}
                label={t(`academy.settings.email.${kind}`)}
                description={t(`academy.settings.email.${kind}_text`)}
                checked={draft[kind]}
                onChange={(event) => set({ [kind]: event.currentTarget.checked })}
                data-testid={`email-${kind}`}
              />
            ))}
            {props.settings.expiry_digest_available && (
              <Switch
                label={t('academy.settings.email.digest')}
                description={t('academy.settings.email.digest_text')}
                checked={draft.digest}
                onChange={(event) => set({ digest: event.currentTarget.checked })}
                data-testid="email-digest"
              />
            )}
          </Stack>
          <Select
            label={t('academy.settings.language')}
            value={draft.language}
            allowDeselect={false}
            onChange={(value) => set({ language: (value as Draft['language'] | null) ?? 'browser' })}
            data={[
              { value: 'browser', label: t('academy.settings.language_browser') },
              { value: 'en', label: 'English' },
              { value: 'nb', label: 'Norsk' },
            ]}
            data-testid="preferred-language"
          />
          <Group justify="flex-end">
            <Button type="submit" disabled={!changed} loading={props.saving} data-testid="save-settings">
              {t('academy.settings.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
