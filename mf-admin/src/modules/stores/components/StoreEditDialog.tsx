import { useState } from 'react';
import { Alert, Divider, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { CANTONS, STORE_TYPES, type Store } from '@agecheck/contracts';
import { isApiError, notify } from '@agecheck/ui';
import { EditDialog } from '@agecheck/ui/edit-dialog';
import { useSaveStore } from '../stores.api';
import { editErrorsOf, editValuesOf, formPathOf, updateOf, type StoreEditValues } from '../store-edit-form';
import { OpeningHoursFields } from './OpeningHoursFields';
import { PlaceSearch } from './PlaceSearch';

type Props = { store: Store | null; onClose: () => void };

/**
 * The edit dialog of a store (back-office spec, section 2, "Stores": place search, the store's address against
 * the place's, opening hours per weekday, coordinates). Closing with changes asks 'Wollen Sie die Bearbeitung
 * abbrechen?'.
 */
export function StoreEditDialog({ store, onClose }: Props) {
  return store ? <StoreEditModal key={store._id} store={store} onClose={onClose} /> : null;
}

function StoreEditModal({ store, onClose }: { store: Store; onClose: () => void }) {
  const { t } = useTranslation(['admin', 'common']);
  const save = useSaveStore();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<StoreEditValues>({
    initialValues: editValuesOf(store),
    validate: (values) => editErrorsOf(store, values),
  });
  const error = (path: string) => {
    const key = form.errors[path];
    return typeof key === 'string' ? t(key) : undefined;
  };

  const submit = form.onSubmit((values) => {
    setFailure(null);
    save.mutate(
      { id: store._id, store: updateOf(store, values) },
      {
        onSuccess: () => {
          notify({ color: 'green', message: t('common:util.saved') });
          onClose();
        },
        onError: (failed) => {
          if (isApiError(failed) && failed.status === 400 && failed.fieldErrors.length > 0) {
            form.setErrors(
              Object.fromEntries(failed.fieldErrors.map(({ path, key }) => [formPathOf(path), key])),
            );
          } else if (isApiError(failed) && failed.status === 409) {
            // another store of the type has the number (a unique index, issue 17): said at the number
            form.setErrors({ vst: failed.message });
          } else if (isApiError(failed) && failed.status === 404) {
            setFailure(t('stores.notFound'));
          } else {
            const status = isApiError(failed) ? `${failed.status} ${failed.message}` : String(failed);
            setFailure(t('stores.saveError', { status }));
          }
        },
      },
    );
  });

  return (
    <EditDialog
      title={t('stores.edit.title')}
      size="xl"
      saving={save.isPending}
      onSubmit={submit}
      onClose={onClose}
      dirty={form.isDirty()}
    >
      <PlaceSearch
        store={store}
        chosen={form.values.chosenPlace}
        onChoose={(place) => form.setFieldValue('chosenPlace', place)}
      />
      <Divider label={t('stores.edit.address')} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label={t('stores.edit.vst')}
          withAsterisk
          {...form.getInputProps('vst')}
          error={error('vst')}
        />
        <TextInput
          label={t('stores.edit.name')}
          withAsterisk
          {...form.getInputProps('name')}
          error={error('name')}
        />
        <TextInput label={t('stores.edit.shopName')} {...form.getInputProps('shopName')} />
        <TextInput
          label={t('stores.edit.street')}
          withAsterisk
          {...form.getInputProps('street')}
          error={error('street')}
        />
        <TextInput
          label={t('stores.edit.plz')}
          withAsterisk
          {...form.getInputProps('plz')}
          error={error('plz')}
        />
        <TextInput
          label={t('stores.edit.city')}
          withAsterisk
          {...form.getInputProps('city')}
          error={error('city')}
        />
        <Select
          label={t('stores.edit.kanton')}
          data={[...CANTONS]}
          allowDeselect={false}
          {...form.getInputProps('kanton')}
        />
        <Select
          label={t('stores.edit.type')}
          data={[...STORE_TYPES]}
          allowDeselect={false}
          searchable
          {...form.getInputProps('type')}
        />
        <Select
          label={t('stores.edit.api')}
          data={[...STORE_TYPES]}
          allowDeselect={false}
          searchable
          {...form.getInputProps('api')}
        />
        <TextInput label={t('stores.edit.spamia')} {...form.getInputProps('spamia_type')} />
        <TextInput label={t('stores.edit.vre')} {...form.getInputProps('vre')} />
      </SimpleGrid>
      <Divider label={t('stores.edit.coordinates')} labelPosition="left" />
      <Text size="sm" c="dimmed">
        {t('stores.edit.coordinatesHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('stores.edit.latitude')}
          inputMode="decimal"
          {...form.getInputProps('latitude')}
          error={error('latitude')}
        />
        <TextInput
          label={t('stores.edit.longitude')}
          inputMode="decimal"
          {...form.getInputProps('longitude')}
          error={error('longitude')}
        />
      </SimpleGrid>
      <Divider label={t('stores.edit.openingHours')} labelPosition="left" />
      <OpeningHoursFields
        days={form.values.days}
        onChange={(days) => form.setFieldValue('days', days)}
        error={error('days')}
      />
      {failure ? <Alert color="red">{failure}</Alert> : null}
    </EditDialog>
  );
}
