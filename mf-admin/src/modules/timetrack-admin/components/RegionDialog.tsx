import { NumberInput, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { timetrackRegionInputSchema, type TimetrackRegion } from '@agecheck/contracts';
import { EditDialog } from '@agecheck/ui/edit-dialog';
import { useCatalogForm } from '../../catalog/catalog-form';
import { useSaveTimetrackEntry } from '../timetrack-admin.api';
import { PriceInput } from './PriceInput';

type Props = {
  /** The region to change; undefined for a new one. */
  region?: TimetrackRegion;
  /** The order a new region gets: after the last one. */
  nextOrder: number;
  onClose: () => void;
};

const ADDRESS_LINES = ['address1', 'address2', 'address3', 'address4', 'address5'] as const;

/**
 * Creates or changes a surveillance region: order, name, the five address lines that head its invoice,
 * VST place, reference, delivery address, cost centre, the weekday and Sunday prices (checklist A.8).
 */
export function RegionDialog({ region, nextOrder, onClose }: Props) {
  const { t } = useTranslation('admin');
  const save = useSaveTimetrackEntry('regions');
  const { form, field, saveOutcome } = useCatalogForm(timetrackRegionInputSchema, {
    order: region?.order ?? (nextOrder as number | ''),
    name: region?.name ?? '',
    address1: region?.address1 ?? '',
    address2: region?.address2 ?? '',
    address3: region?.address3 ?? '',
    address4: region?.address4 ?? '',
    address5: region?.address5 ?? '',
    vstort: region?.vstort ?? '',
    referenz: region?.referenz ?? '',
    lieferadresse: region?.lieferadresse ?? '',
    kst: region?.kst ?? '',
    price: {
      normal: region?.price.normal ?? ('' as number | ''),
      sonntag: region?.price.sonntag ?? ('' as number | ''),
    },
  });

  return (
    <EditDialog
      title={t(region ? 'timetrackAdmin.edit.regions' : 'timetrackAdmin.new.regions')}
      saving={save.isPending}
      dirty={form.isDirty()}
      onSubmit={form.onSubmit((values) =>
        save.mutate({ ...timetrackRegionInputSchema.parse(values), _id: region?._id }, saveOutcome(onClose)),
      )}
      onClose={onClose}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label={t('timetrackAdmin.field.order')}
          withAsterisk
          min={0}
          allowDecimal={false}
          allowNegative={false}
          {...field('order')}
        />
        <TextInput label={t('timetrackAdmin.field.name')} withAsterisk {...field('name')} />
      </SimpleGrid>
      {ADDRESS_LINES.map((line, index) => (
        <TextInput
          key={line}
          label={t('timetrackAdmin.field.addressLine', { line: index + 1 })}
          {...field(line)}
        />
      ))}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('timetrackAdmin.field.vstort')} withAsterisk {...field('vstort')} />
        <TextInput label={t('timetrackAdmin.field.referenz')} withAsterisk {...field('referenz')} />
      </SimpleGrid>
      <Textarea
        label={t('timetrackAdmin.field.lieferadresse')}
        withAsterisk
        autosize
        minRows={2}
        {...field('lieferadresse')}
      />
      <TextInput label={t('timetrackAdmin.field.kst')} withAsterisk {...field('kst')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <PriceInput label={t('timetrackAdmin.field.priceNormal')} {...field('price.normal')} />
        <PriceInput label={t('timetrackAdmin.field.priceSonntag')} {...field('price.sonntag')} />
      </SimpleGrid>
    </EditDialog>
  );
}
