import { SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { timetrackValoraRegionInputSchema, type TimetrackValoraRegion } from '@agecheck/contracts';
import { EditDialog } from '@agecheck/ui/edit-dialog';
import { useCatalogForm } from '../../catalog/catalog-form';
import { useSaveTimetrackEntry } from '../timetrack-admin.api';
import { PriceInput } from './PriceInput';

type Props = {
  /** The Valora region to change; undefined for a new one. */
  region?: TimetrackValoraRegion;
  onClose: () => void;
};

/**
 * Creates or changes a Valora region, the billing region of the Valora promo checks (decision A-C3): name,
 * NVL, address, reference, cost centre, the normal and additional prices (checklist A.8).
 */
export function ValoraRegionDialog({ region, onClose }: Props) {
  const { t } = useTranslation('admin');
  const save = useSaveTimetrackEntry('valoraRegions');
  const { form, field, saveOutcome } = useCatalogForm(timetrackValoraRegionInputSchema, {
    name: region?.name ?? '',
    nvl: region?.nvl ?? '',
    address: region?.address ?? '',
    referenz: region?.referenz ?? '',
    kst: region?.kst ?? '',
    price: {
      normal: region?.price.normal ?? ('' as number | ''),
      additional: region?.price.additional ?? ('' as number | ''),
    },
  });

  return (
    <EditDialog
      title={t(region ? 'timetrackAdmin.edit.valoraRegions' : 'timetrackAdmin.new.valoraRegions')}
      saving={save.isPending}
      dirty={form.isDirty()}
      onSubmit={form.onSubmit((values) =>
        save.mutate(
          { ...timetrackValoraRegionInputSchema.parse(values), _id: region?._id },
          saveOutcome(onClose),
        ),
      )}
      onClose={onClose}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('timetrackAdmin.field.name')} withAsterisk {...field('name')} />
        <TextInput label={t('timetrackAdmin.field.nvl')} withAsterisk {...field('nvl')} />
      </SimpleGrid>
      <Textarea label={t('timetrackAdmin.field.address')} autosize minRows={2} {...field('address')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('timetrackAdmin.field.referenz')} withAsterisk {...field('referenz')} />
        <TextInput label={t('timetrackAdmin.field.kst')} withAsterisk {...field('kst')} />
        <PriceInput label={t('timetrackAdmin.field.priceNormal')} {...field('price.normal')} />
        <PriceInput label={t('timetrackAdmin.field.priceAdditional')} {...field('price.additional')} />
      </SimpleGrid>
    </EditDialog>
  );
}
