import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DownloadListItem } from '@agecheck/contracts';
import { isLanguage } from '@agecheck/i18n';
import { EmptyState, LoadState, notify, PageHeader, useShell } from '@agecheck/ui';
import { MonthExport } from '../../timetrack/components/MonthExport';
import { downloadKeys, saveDownload, useDownloadCategories, useDownloads } from '../downloads.api';
import { downloadsByCategory } from '../downloads-by-category';

/** Who gets the month chooser on /downloads: the users with time records of their own (D-C13, A.3). */
const MONTH_ROLES = ['testkaeufer', 'detektiv'];

/**
 * /downloads (F§2 L51; checklist D.5): the downloads of the user's roles grouped by category, the category
 * named in the user's language; each saves its file through its signed link ('Fehler beim Download.' when
 * it cannot). Test buyers and detectives get the month chooser: their own monthly time report (D-C13).
 */
export function DownloadsPage() {
  const { t, i18n } = useTranslation(['field', 'common']);
  const { api, user } = useShell();
  const queryClient = useQueryClient();
  const downloads = useDownloads();
  const categories = useDownloadCategories();
  const language = isLanguage(i18n.language) ? i18n.language : 'de';
  const groups = downloadsByCategory(categories.data ?? [], downloads.data ?? [], language);

  const save = async (download: DownloadListItem) => {
    try {
      await saveDownload(api, download);
    } catch {
      notify({ color: 'red', message: t('field:downloads.error') });
      // a link whose time is up: the next click takes a new one
      void queryClient.invalidateQueries({ queryKey: downloadKeys.all });
    }
  };

  return (
    <Stack maw={760}>
      <PageHeader
        title={t('field:downloads.title')}
        actions={user.role.some((role) => MONTH_ROLES.includes(role)) ? <MonthExport /> : undefined}
      />
      {!downloads.data || !categories.data ? (
        <LoadState
          error={downloads.error ?? categories.error}
          onRetry={() => void queryClient.invalidateQueries({ queryKey: downloadKeys.all })}
        />
      ) : groups.length === 0 ? (
        <EmptyState title={t('field:downloads.empty')} />
      ) : (
        <Stack>
          {groups.map((group) => (
            <Stack key={group.categoryId} gap="xs" component="section" aria-label={group.name}>
              <Title order={3} size="h4">
                {group.name}
              </Title>
              {group.downloads.map((download) => (
                <Paper key={download._id} withBorder p="sm">
                  <Group justify="space-between" wrap="nowrap">
                    <Text>{download.name}</Text>
                    <Button
                      variant="light"
                      aria-label={t('field:downloads.save', { name: download.name })}
                      onClick={() => void save(download)}
                    >
                      {t('field:downloads.download')}
                    </Button>
                  </Group>
                </Paper>
              ))}
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
