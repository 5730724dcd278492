import { useState } from 'react';
import { ActionIcon, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Download, DownloadCategory } from '@agecheck/contracts';
import { EmptyState, IconTrash, LoadState, PageHeader } from '@agecheck/ui';
import { DeleteEntryDialog } from '../../catalog/components/DeleteEntryDialog';
import {
  useAllDownloads,
  useDeleteDownload,
  useDeleteDownloadCategory,
  useDownloadCategories,
} from '../downloads-admin.api';
import { CategoryDialog } from './CategoryDialog';
import { DownloadDialog } from './DownloadDialog';

type Editing =
  { kind: 'category'; category?: DownloadCategory } | { kind: 'download'; download?: Download } | null;

/**
 * /downloads/add (B§2 L41, L81; checklist D.5): the download categories (names de, fr, it) and the
 * downloads (category, roles, name, file), each created, changed and deleted (with a question) here; the
 * parameter `download` opens that download for editing.
 */
export function DownloadsAdminPage() {
  const { t } = useTranslation(['admin', 'common']);
  const [params, setParams] = useSearchParams();
  const categories = useDownloadCategories();
  const downloads = useAllDownloads();
  const removeCategory = useDeleteDownloadCategory();
  const removeDownload = useDeleteDownload();
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<{
    kind: 'category' | 'download';
    id: string;
    name: string;
  } | null>(null);

  const fromParam = params.get('download');
  const paramDownload = fromParam
    ? downloads.data?.find((download) => download._id === fromParam)
    : undefined;
  const shown: Editing = editing ?? (paramDownload ? { kind: 'download', download: paramDownload } : null);
  const close = () => {
    setEditing(null);
    if (fromParam) setParams({}, { replace: true });
  };
  const categoryName = (id: string) =>
    categories.data?.find((category) => category._id === id)?.names.de ?? '';

  if (!categories.data || !downloads.data)
    return (
      <LoadState
        error={categories.error ?? downloads.error}
        onRetry={() => void Promise.all([categories.refetch(), downloads.refetch()])}
      />
    );

  return (
    <Stack maw={900}>
      <PageHeader title={t('admin:downloadsAdmin.title')} />
      <Stack component="section" aria-label={t('admin:downloadsAdmin.categories')} gap="xs">
        <Group justify="space-between">
          <Title order={3} size="h4">
            {t('admin:downloadsAdmin.categories')}
          </Title>
          <Button variant="light" onClick={() => setEditing({ kind: 'category' })}>
            {t('admin:downloadsAdmin.newCategory')}
          </Button>
        </Group>
        {categories.data.length === 0 ? (
          <EmptyState title={t('admin:downloadsAdmin.noCategories')} />
        ) : (
          categories.data.map((category) => (
            <Paper key={category._id} withBorder p="sm">
              <Group justify="space-between" wrap="nowrap">
                <Button variant="subtle" onClick={() => setEditing({ kind: 'category', category })}>
                  {category.names.de} · {category.names.fr} · {category.names.it}
                </Button>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('admin:downloadsAdmin.deleteEntry', { name: category.names.de })}
                  onClick={() => setToDelete({ kind: 'category', id: category._id, name: category.names.de })}
                >
                  <IconTrash />
                </ActionIcon>
              </Group>
            </Paper>
          ))
        )}
      </Stack>
      <Stack component="section" aria-label={t('admin:downloadsAdmin.downloads')} gap="xs">
        <Group justify="space-between">
          <Title order={3} size="h4">
            {t('admin:downloadsAdmin.downloads')}
          </Title>
          <Button disabled={categories.data.length === 0} onClick={() => setEditing({ kind: 'download' })}>
            {t('admin:downloadsAdmin.newDownload')}
          </Button>
        </Group>
        {downloads.data.length === 0 ? (
          <EmptyState title={t('admin:downloadsAdmin.noDownloads')} />
        ) : (
          downloads.data.map((download) => (
            <Paper key={download._id} withBorder p="sm">
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={0}>
                  <Button variant="subtle" px={0} onClick={() => setEditing({ kind: 'download', download })}>
                    {download.name}
                  </Button>
                  <Text size="sm" c="dimmed">
                    {categoryName(download.category)} ·{' '}
                    {download.roles.map((role) => t(`common:role.${role}`)).join(', ')}
                  </Text>
                </Stack>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('admin:downloadsAdmin.deleteEntry', { name: download.name })}
                  onClick={() => setToDelete({ kind: 'download', id: download._id, name: download.name })}
                >
                  <IconTrash />
                </ActionIcon>
              </Group>
            </Paper>
          ))
        )}
      </Stack>
      {shown?.kind === 'category' ? <CategoryDialog category={shown.category} onClose={close} /> : null}
      {shown?.kind === 'download' ? (
        <DownloadDialog download={shown.download} categories={categories.data} onClose={close} />
      ) : null}
      <DeleteEntryDialog
        entry={toDelete}
        remove={toDelete?.kind === 'category' ? removeCategory : removeDownload}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}
