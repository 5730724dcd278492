import { useState } from 'react';
import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { eformKindSchema, type EformKind } from '@agecheck/contracts';
import { isLanguage } from '@agecheck/i18n';
import { EmptyState, LoadState, notify, PageHeader, useShell } from '@agecheck/ui';
import { eformKeys, freshEformUrl, useEforms } from '../eforms.api';

/**
 * What the form's frame may do (decision 0047): send its form and run its own scripts against its own origin
 * (a real provider's page needs both, and its cookies); no popups, no navigation of the app, no downloads.
 */
const SANDBOX = 'allow-forms allow-scripts allow-same-origin';

/**
 * /eforms (F§2 L52; checklist D.6, decision D-C14): the electronic forms of the user's language; one opens full
 * screen in a sandboxed frame, its address carrying the user's id and name and a token signed for 10 minutes.
 * `?form=shopperData` opens that form at once (the shopper list's "upload data", F§2 L44). Offline the shell
 * sends the user to the offline page, as on every screen that needs the server.
 */
export function EformsPage() {
  const { t, i18n } = useTranslation(['field', 'common']);
  const { api } = useShell();
  const queryClient = useQueryClient();
  const language = isLanguage(i18n.language) ? i18n.language : 'de';
  const forms = useEforms(language);
  const [params, setParams] = useSearchParams();
  const [opened, setOpened] = useState<{ form: EformKind; url: string } | null>(null);
  const asked = eformKindSchema.safeParse(params.get('form'));
  const askedForm = asked.success ? asked.data : undefined;

  const open = async (form: EformKind) => {
    try {
      const url = await freshEformUrl(api, queryClient, language, form);
      if (url) setOpened({ form, url });
      else notify({ color: 'red', message: t('field:eforms.error') });
    } catch {
      notify({ color: 'red', message: t('field:eforms.error') });
    }
  };

  // the shopper list's "upload data" (`?form=shopperData`): that form shows as soon as the list is there
  const askedFor = askedForm ? forms.data?.find((each) => each.form === askedForm) : undefined;
  const shown = opened ?? (askedFor ? { form: askedFor.form, url: askedFor.url } : null);
  const close = () => {
    setOpened(null);
    if (askedForm) setParams({}, { replace: true });
  };

  return (
    <Stack maw={760}>
      <PageHeader title={t('field:eforms.title')} description={t('field:eforms.description')} />
      {!forms.data ? (
        <LoadState
          error={forms.error}
          onRetry={() => void queryClient.invalidateQueries({ queryKey: eformKeys.all })}
        />
      ) : forms.data.length === 0 ? (
        <EmptyState title={t('field:eforms.empty')} />
      ) : (
        <Stack gap="xs">
          {forms.data.map(({ form }) => (
            <Paper key={form} withBorder p="sm">
              <Group justify="space-between" wrap="nowrap">
                <Text>{t(`field:eforms.form.${form}`)}</Text>
                <Button
                  variant="light"
                  aria-label={t('field:eforms.openForm', { name: t(`field:eforms.form.${form}`) })}
                  onClick={() => void open(form)}
                >
                  {t('field:eforms.open')}
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <Modal
        opened={shown !== null}
        onClose={close}
        fullScreen
        title={shown ? t(`field:eforms.form.${shown.form}`) : ''}
        closeButtonProps={{ 'aria-label': t('field:eforms.close') }}
        styles={{ body: { padding: 0 } }}
      >
        {shown && (
          <iframe
            title={t(`field:eforms.form.${shown.form}`)}
            src={shown.url}
            sandbox={SANDBOX}
            referrerPolicy="no-referrer"
            style={{ display: 'block', width: '100%', height: 'calc(100dvh - 64px)', border: 0 }}
          />
        )}
      </Modal>
    </Stack>
  );
}
