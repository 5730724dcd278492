import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  TIMETRACK_DETECTIVE_CUSTOMER_KINDS,
  timetrackCustomerInputSchema,
  type TimetrackCustomer,
  type TimetrackRegion,
} from '@agecheck/contracts';
import { EditDialog } from '@agecheck/ui/edit-dialog';
import { useCatalogForm } from '../../catalog/catalog-form';
import { useSaveTimetrackEntry } from '../timetrack-admin.api';

type Props = {
  /** The customer to change; undefined for a new one. */
  customer?: TimetrackCustomer;
  /** The surveillance regions, one of which the customer belongs to. */
  regions: readonly TimetrackRegion[];
  onClose: () => void;
};

/** Creates or changes a detective's customer: name, VST, region and kind (checklist A.8; B§5 L134). */
export function CustomerDialog({ customer, regions, onClose }: Props) {
  const { t } = useTranslation(['admin', 'common']);
  const save = useSaveTimetrackEntry('customers');
  const { form, field, saveOutcome } = useCatalogForm(timetrackCustomerInputSchema, {
    name: customer?.name ?? '',
    vst: customer?.vst ?? ('' as number | ''),
    region: customer?.region ?? '',
    kind: customer?.kind ?? (null as string | null),
  });

  return (
    <EditDialog
      title={t(customer ? 'admin:timetrackAdmin.edit.customers' : 'admin:timetrackAdmin.new.customers')}
      saving={save.isPending}
      dirty={form.isDirty()}
      onSubmit={form.onSubmit((values) =>
        save.mutate(
          { ...timetrackCustomerInputSchema.parse(values), _id: customer?._id },
          saveOutcome(onClose),
        ),
      )}
      onClose={onClose}
    >
      <TextInput label={t('admin:timetrackAdmin.field.name')} withAsterisk {...field('name')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label={t('admin:timetrackAdmin.field.vst')}
          withAsterisk
          min={0}
          allowDecimal={false}
          allowNegative={false}
          {...field('vst')}
        />
        <Select
          label={t('admin:timetrackAdmin.field.region')}
          withAsterisk
          searchable
          data={regions.map((region) => ({ value: region._id, label: region.name }))}
          {...field('region')}
          value={form.values.region || null}
          onChange={(value) => form.setFieldValue('region', value ?? '')}
        />
      </SimpleGrid>
      <Select
        label={t('admin:timetrackAdmin.field.kind')}
        withAsterisk
        data={TIMETRACK_DETECTIVE_CUSTOMER_KINDS.map((kind) => ({
          value: kind,
          label: t(`common:timetrack.customerKinds.${kind}`),
        }))}
        {...field('kind')}
      />
    </EditDialog>
  );
}
