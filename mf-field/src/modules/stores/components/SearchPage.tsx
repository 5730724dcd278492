import { useState } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState, IconSearch, PageHeader, errorMessageKey, isNotFound } from '@agecheck/ui';
import { useStoreSearch } from '../stores.api';
import type { Store } from '@agecheck/contracts';
import { StoreDetailDialog } from './StoreDetailDialog';
import { StoreList } from './StoreList';

/**
 * /search (field-app spec, section 2): a free-text store search (Enter or the button) listing stores; a store
 * leads to the purchase wizard. An empty query is refused before asking the server ('search.noQuery').
 */
export function SearchPage() {
  const { t } = useTranslation(['field', 'common']);
  const navigate = useNavigate();
  const search = useStoreSearch();
  const [query, setQuery] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [detail, setDetail] = useState<Store | null>(null);

  const submit = () => {
    if (!query.trim()) {
      setError(t('field:search.noQuery'));
      return;
    }
    setError(undefined);
    search.mutate(query.trim());
  };

  const failure =
    search.error && !isNotFound(search.error) ? t(`common:${errorMessageKey(search.error)}`) : null;
  const stores = search.data ?? (search.error && isNotFound(search.error) ? [] : undefined);

  return (
    <Stack>
      <PageHeader title={t('field:search.title')} description={t('field:search.hint')} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <Group align="flex-start" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t('field:search.label')}
            placeholder={t('field:search.placeholder')}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            error={error ?? failure}
            type="search"
          />
          <Button type="submit" mt={25} leftSection={<IconSearch size={16} />} loading={search.isPending}>
            {t('common:util.search')}
          </Button>
        </Group>
      </form>
      {stores === undefined ? null : stores.length === 0 ? (
        <EmptyState title={t('field:search.empty')} />
      ) : (
        <StoreList
          stores={stores}
          onDetail={setDetail}
          onChoose={(store) => void navigate(`/purchases/detail?store=${encodeURIComponent(store._id)}`)}
        />
      )}
      <StoreDetailDialog store={detail} onClose={() => setDetail(null)} />
    </Stack>
  );
}
