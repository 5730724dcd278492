import { Button, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EFORM_KINDS,
  eformUrlSchema,
  LANGUAGES,
  type AdminSettings,
  type EformKind,
  type EformUrls,
  type Language,
} from '@agecheck/contracts';
import { formErrorsFromApi, notify } from '@agecheck/ui';
import { useUpdateAdminSettings } from '../settings.api';

const fieldOf = (form: EformKind, lang: Language) => `eformUrls.${form}.${lang}`;

/**
 * The e-forms' addresses by form and language that replace the configured ones (Helm values; decision 0047):
 * an empty field keeps the configured address. Each address is checked with the contracts' rule before the
 * save ('settings.eformUrlErr'); the server's refusal lands at its field too. The page keys the card by the
 * saved addresses, so addresses saved elsewhere show once read.
 */
export function EformsCard({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslation(['admin', 'common']);
  // the card is a region named by its title: its save button is told apart from the other cards'
  const titleId = useId();
  const update = useUpdateAdminSettings();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      EFORM_KINDS.flatMap((form) =>
        LANGUAGES.map((lang) => [fieldOf(form, lang), settings.eformUrls?.[form]?.[lang] ?? '']),
      ),
    ),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = () => {
    const found: Record<string, string> = {};
    const eformUrls: EformUrls = {};
    for (const form of EFORM_KINDS)
      for (const lang of LANGUAGES) {
        const value = (values[fieldOf(form, lang)] ?? '').trim();
        if (!value) continue;
        if (!eformUrlSchema.safeParse(value).success) found[fieldOf(form, lang)] = 'settings.eformUrlErr';
        eformUrls[form] = { ...eformUrls[form], [lang]: value };
      }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate(
      { eformUrls },
      {
        onSuccess: () => notify({ color: 'green', message: t('common:util.saved') }),
        onError: (failure) => {
          setErrors(formErrorsFromApi(failure));
          notify({ color: 'red', message: t('common:util.error') });
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={titleId}>
          {t('settings.eforms.title')}
        </Title>
        <Text size="sm">{t('settings.eforms.hint')}</Text>
        {EFORM_KINDS.map((form) => (
          <SimpleGrid key={form} cols={{ base: 1, md: 3 }}>
            {LANGUAGES.map((lang) => {
              const field = fieldOf(form, lang);
              const error = errors[field];
              return (
                <TextInput
                  key={field}
                  label={`${t(`settings.eforms.${form}`)} (${t(`common:lang.${lang}`)})`}
                  placeholder="https://"
                  value={values[field] ?? ''}
                  onChange={(event) => {
                    const next = event.currentTarget.value;
                    setValues((current) => ({ ...current, [field]: next }));
                    setErrors(({ [field]: _gone, ...rest }) => rest);
                  }}
                  error={error ? t(error) : undefined}
                />
              );
            })}
          </SimpleGrid>
        ))}
        <Button onClick={save} loading={update.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('common:util.save')}
        </Button>
      </Stack>
    </Paper>
  );
}
