import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Center, Group, Paper, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { STORE_TYPES, type Store, type StoreType } from '@agecheck/contracts';
import { EmptyState, IconSearch, LoadState, PageHeader } from '@agecheck/ui';
import { useStoreList, type StoreListRequest } from '../stores.api';
import { usePosition } from '../use-position';
import { StoreEditDialog } from './StoreEditDialog';
import { StoresTable } from './StoresTable';

/** Back-office spec, section 9: "Search debounce 350 ms". */
const SEARCH_DEBOUNCE_MS = 350;

/**
 * /admin/stores (back-office spec, section 2, "Stores"): a search with a store-type filter (350 ms after the
 * last key), "load all", "only open by position", the list paged by scrolling to its end, and the edit dialog.
 */
export function StoresPage() {
  const { t } = useTranslation(['admin', 'common']);
  const [query, setQuery] = useState('');
  const [debouncedQuery] = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const [api, setApi] = useState<StoreType | null>(null);
  const [loadAll, setLoadAll] = useState(false);
  const [openNear, setOpenNear] = useState(false);
  const [editing, setEditing] = useState<Store | null>(null);
  const { position, failed: positionFailed } = usePosition(openNear);

  const request: StoreListRequest | undefined = openNear
    ? position && { kind: 'openNear', ...position }
    : debouncedQuery || api
      ? { kind: 'search', query: debouncedQuery, ...(api ? { api } : {}) }
      : loadAll
        ? { kind: 'all' }
        : undefined;
  const list = useStoreList(request);
  const stores = list.data?.pages.flat() ?? [];

  // Paging by scroll (section 2): the next page loads when the end of the list comes into view.
  const end = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    const target = end.current;
    if (!target || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, stores.length]);

  return (
    <Stack>
      <PageHeader title={t('stores.title')} description={t('stores.description')} />
      <Paper withBorder radius="md" p="md">
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t('stores.searchLabel')}
            placeholder={t('stores.searchPlaceholder')}
            leftSection={<IconSearch size={16} />}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            disabled={openNear}
            style={{ flex: '1 1 16rem' }}
          />
          <Select
            label={t('stores.typeFilter')}
            placeholder={t('stores.allTypes')}
            data={STORE_TYPES.map((type) => ({ value: type, label: type }))}
            value={api}
            onChange={(value) => setApi(value as StoreType | null)}
            clearable
            searchable
            disabled={openNear}
            w={180}
          />
          <Switch
            label={t('stores.loadAll')}
            checked={loadAll}
            onChange={(event) => setLoadAll(event.currentTarget.checked)}
            disabled={openNear}
            mb={8}
          />
          <Switch
            label={t('stores.openNear')}
            checked={openNear}
            onChange={(event) => setOpenNear(event.currentTarget.checked)}
            mb={8}
          />
        </Group>
      </Paper>
      {openNear && positionFailed ? (
        <Alert color="yellow">{t('stores.noPosition')}</Alert>
      ) : !request ? (
        <EmptyState title={t('stores.hint')} />
      ) : list.isPending || list.isError ? (
        <LoadState error={list.error} onRetry={() => void list.refetch()} />
      ) : stores.length === 0 ? (
        <EmptyState title={t('stores.empty')} />
      ) : (
        <Stack gap="sm">
          <StoresTable stores={stores} onEdit={setEditing} />
          <div ref={end} />
          {hasNextPage ? (
            <Center>
              <Button variant="light" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                {t('stores.loadMore')}
              </Button>
            </Center>
          ) : null}
        </Stack>
      )}
      <StoreEditDialog store={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
