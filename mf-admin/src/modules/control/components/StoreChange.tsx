import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { storeChangeOf, type Purchase, type Store } from '@agecheck/contracts';
import { errorMessageKey, notify, useShell } from '@agecheck/ui';
import { storesByNumber } from '../control.api';

type Props = { purchase: Purchase; onChange: (store: Store) => void };

/**
 * The change of store in control (back-office spec, section 5): a store number of the purchase's store type
 * that finds exactly one store; 'Filialwechsel erfolgreich!'. The change is saved with the control save.
 */
export function StoreChange({ purchase, onChange }: Props) {
  const { t } = useTranslation(['admin', 'common']);
  const { api } = useShell();
  const [vst, setVst] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = async () => {
    setBusy(true);
    try {
      const matches = vst.trim() ? await storesByNumber(api, purchase, vst) : [];
      const result = storeChangeOf(vst, matches);
      if ('error' in result) {
        setError(t(`admin:${result.error}`));
        return;
      }
      setError(null);
      onChange(result.store);
      notify({ color: 'green', message: t('admin:control.storeChange.done') });
    } catch (failure) {
      setError(t(errorMessageKey(failure), { ns: 'common' }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void change();
      }}
    >
      <Group align="flex-start" gap="sm">
        <TextInput
          label={t('admin:control.storeChange.vst')}
          value={vst}
          onChange={(event) => setVst(event.currentTarget.value)}
          error={error}
          data-testid="control-store-vst"
        />
        <Button type="submit" variant="default" mt={25} loading={busy}>
          {t('admin:control.storeChange.apply')}
        </Button>
      </Group>
    </form>
  );
}
