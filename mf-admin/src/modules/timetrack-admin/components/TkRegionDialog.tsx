import { NumberInput, Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  STORE_TYPES,
  timetrackTkRegionInputSchema,
  type StoreType,
  type TimetrackTkRegion,
} from '@agecheck/contracts';
import { EditDialog } from '@agecheck/ui/edit-dialog';
import { useCatalogForm } from '../../catalog/catalog-form';
import { useSaveTimetrackEntry } from '../timetrack-admin.api';
import { PriceInput } from './PriceInput';

type Props = {
  /** The test-purchase region to change; undefined for a new one. */
  region?: TimetrackTkRegion;
  onClose: () => void;
};

/**
 * Creates or changes a test-purchase region: name, store type, region, address, reference, cost centre, the
 * normal price, the additional price (required for coop only) and the days of payment (checklist A.8).
 */
export function TkRegionDialog({ region, onClose }: Props) {
  const { t } = useTranslation('admin');
  const save = useSaveTimetrackEntry('tkRegions');
  const { form, field, saveOutcome } = useCatalogForm(timetrackTkRegionInputSchema, {
    name: region?.name ?? '',
    api: region?.api as StoreType | undefined,
    region: region?.region ?? '',
    address: region?.address ?? '',
    referenz: region?.referenz ?? '',
    kst: region?.kst ?? '',
    price: {
      normal: region?.price.normal ?? ('' as number | ''),
      zusatz: region?.price.zusatz as number | '' | undefined,
    },
    conditionDays: region?.conditionDays ?? ('' as number | ''),
  });
  const coop = form.values.api === 'coop';

  return (
    <EditDialog
      title={t(region ? 'timetrackAdmin.edit.tkRegions' : 'timetrackAdmin.new.tkRegions')}
      saving={save.isPending}
      dirty={form.isDirty()}
      onSubmit={form.onSubmit((values) =>
        save.mutate(
          { ...timetrackTkRegionInputSchema.parse(values), _id: region?._id },
          saveOutcome(onClose),
        ),
      )}
      onClose={onClose}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('timetrackAdmin.field.name')} withAsterisk {...field('name')} />
        <Select
          label={t('timetrackAdmin.field.api')}
          clearable
          data={STORE_TYPES.map((type) => ({ value: type, label: type }))}
          {...field('api')}
          value={form.values.api ?? null}
          onChange={(value) => form.setFieldValue('api', (value ?? undefined) as StoreType | undefined)}
        />
        <TextInput label={t('timetrackAdmin.field.region')} {...field('region')} />
        <TextInput label={t('timetrackAdmin.field.referenz')} withAsterisk {...field('referenz')} />
      </SimpleGrid>
      <Textarea label={t('timetrackAdmin.field.address')} autosize minRows={2} {...field('address')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('timetrackAdmin.field.kst')} withAsterisk {...field('kst')} />
        <NumberInput
          label={t('timetrackAdmin.field.conditionDays')}
          withAsterisk
          min={0}
          max={365}
          allowDecimal={false}
          allowNegative={false}
          {...field('conditionDays')}
        />
        <PriceInput label={t('timetrackAdmin.field.priceNormal')} {...field('price.normal')} />
        <PriceInput
          label={t('timetrackAdmin.field.priceZusatz')}
          description={t('timetrackAdmin.field.priceZusatzHint')}
          withAsterisk={coop}
          {...field('price.zusatz')}
          value={form.values.price.zusatz ?? ''}
          onChange={(value) =>
            form.setFieldValue('price.zusatz', value === '' ? undefined : (value as number | ''))
          }
        />
      </SimpleGrid>
    </EditDialog>
  );
}
