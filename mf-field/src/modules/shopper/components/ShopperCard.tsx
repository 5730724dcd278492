import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ageInYears, toIsoDate, type Shopper } from '@agecheck/contracts';
import { IconEdit, IconTrash, IconUpload, formatDate } from '@agecheck/ui';

type Props = { shopper: Shopper; onEdit: () => void; onUpload: () => void; onDelete: () => void };

/**
 * One shopper of the list: name, birth date, age in years and gender; edit, upload data (the first e-form,
 * F§2 L44) and delete (field-app spec, section 2).
 */
export function ShopperCard({ shopper, onEdit, onUpload, onDelete }: Props) {
  const { t } = useTranslation(['common', 'field']);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="shopper-row">
      <Group justify="space-between" wrap="nowrap" align="center">
        <Stack gap={2} miw={0}>
          <Text fw={600} truncate>
            {shopper.name}
          </Text>
          <Text size="sm" c="dimmed">
            {formatDate(shopper.date)} ·{' '}
            <span data-testid="shopper-age">{ageInYears(shopper.date, toIsoDate())}</span>{' '}
            {t('field:shopper.years')} · {t(`common:gender.${shopper.gender}`)}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            size="lg"
            onClick={onEdit}
            aria-label={`${t('common:util.edit')}: ${shopper.name}`}
          >
            <IconEdit size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            size="lg"
            onClick={onUpload}
            aria-label={`${t('field:eforms.uploadData')}: ${shopper.name}`}
          >
            <IconUpload size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            onClick={onDelete}
            aria-label={`${t('common:util.delete')}: ${shopper.name}`}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}
