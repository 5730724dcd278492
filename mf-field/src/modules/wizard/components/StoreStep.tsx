import { useState } from 'react';
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STORE_TYPES, type Store, type StoreType } from '@agecheck/contracts';
import { errorMessageKey, isNotFound, notify } from '@agecheck/ui';
import { useStoreLookup } from '../../stores/stores.api';
import { NearStoresDialog } from '../../stores/components/NearStoresDialog';
import { StoreList } from '../../stores/components/StoreList';

type Props = { onChoose: (store: Store) => void };

/**
 * Step 1, store lookup (field-app spec, sections 2 and 5): a store type and a store number (vst), or the
 * stores near the phone, or a choice among several stores with the same number. No number is 'shopper.fail';
 * no store 'purchase.find.notfound'; several 'purchase.find.multi' with the list.
 */
export function StoreStep({ onChoose }: Props) {
  const { t } = useTranslation(['field', 'common']);
  const lookup = useStoreLookup();
  const [type, setType] = useState<StoreType | null>(null);
  const [vst, setVst] = useState('');
  const [notFound, setNotFound] = useState(false);
  const [matches, setMatches] = useState<Store[] | null>(null);
  const [nearOpen, setNearOpen] = useState(false);

  const find = () => {
    setMatches(null);
    setNotFound(false);
    if (!type || !vst.trim()) {
      notify({ color: 'red', message: t('common:shopper.fail') });
      return;
    }
    lookup.mutate(
      { type, spamia: null, vst: vst.trim() },
      {
        onSuccess: (stores) => {
          if (stores.length === 1 && stores[0]) onChoose(stores[0]);
          else if (stores.length === 0) setNotFound(true);
          else setMatches(stores);
        },
        onError: (error) => {
          if (isNotFound(error)) setNotFound(true);
          else notify({ color: 'red', message: t(`common:${errorMessageKey(error)}`) });
        },
      },
    );
  };

  return (
    <Stack>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          find();
        }}
        noValidate
      >
        <Stack>
          <Select
            label={t('field:purchase.find.type')}
            placeholder={t('field:purchase.find.typePlaceholder')}
            data={STORE_TYPES.map((value) => ({ value, label: t(`field:storeType.${value}`) }))}
            value={type}
            onChange={(value) => setType(value as StoreType | null)}
            searchable
            withAsterisk
          />
          <TextInput
            label={t('field:purchase.find.vst')}
            inputMode="numeric"
            value={vst}
            onChange={(event) => setVst(event.currentTarget.value)}
            error={notFound ? t('field:purchase.find.notfound') : undefined}
            withAsterisk
          />
          <Group>
            <Button type="submit" loading={lookup.isPending}>
              {t('field:purchase.find.search')}
            </Button>
            <Button variant="light" onClick={() => setNearOpen(true)} disabled={!type}>
              {t('field:purchase.find.near')}
            </Button>
          </Group>
        </Stack>
      </form>
      {matches ? (
        <Stack gap="xs">
          <Text fw={600} role="status">
            {t('field:purchase.find.multi')}
          </Text>
          <StoreList stores={matches} onChoose={onChoose} />
        </Stack>
      ) : null}
      <NearStoresDialog
        opened={nearOpen && type !== null}
        type={type ?? 'coop'}
        onClose={() => setNearOpen(false)}
        onChoose={(store) => {
          setNearOpen(false);
          onChoose(store);
        }}
      />
    </Stack>
  );
}
