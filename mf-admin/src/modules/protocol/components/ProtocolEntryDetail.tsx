import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProtocolEntry } from '@agecheck/contracts';
import { formatDate, formatDateTime } from '@agecheck/ui';
import { protocolDetail } from '../protocol-detail';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A value of the detail as the screens show it: dates as dd.MM.yyyy (HH:mm), yes and no as words. */
export function useDetailValue() {
  const { t } = useTranslation(['common']);
  return (value: string | number | boolean): string => {
    if (typeof value === 'boolean') return t(value ? 'common:util.yes' : 'common:util.no');
    if (typeof value === 'string' && ISO_DAY.test(value)) return formatDate(value);
    if (typeof value === 'string' && ISO_TIME.test(value)) return formatDateTime(value);
    return String(value);
  };
}

/**
 * The expandable detail of a protocol entry (back-office spec L79, decision 0040): its type and who caused it,
 * then the event's data as fields, with a correction's or setting's before and after side by side.
 */
export function ProtocolEntryDetail({ entry }: { entry: ProtocolEntry }) {
  const { t } = useTranslation(['admin', 'common']);
  const value = useDetailValue();
  const detail = protocolDetail(entry.detail, { value });
  return (
    <Stack gap="xs" data-testid="protocol-detail">
      <Text size="sm">
        {t('admin:protocol.detail.type')}:{' '}
        {t(`common:protocolType.${entry.module}.${entry.type}`, entry.type)}
        {' · '}
        {t('admin:protocol.detail.actor')}: {entry.actor.name}
      </Text>
      {detail.changes ? (
        <Table
          withTableBorder
          striped
          aria-label={t('admin:protocol.detail.changes')}
          data-testid="protocol-changes"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin:protocol.detail.field')}</Table.Th>
              <Table.Th>{t('admin:protocol.detail.before')}</Table.Th>
              <Table.Th>{t('admin:protocol.detail.after')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {detail.changes.map((change) => (
              <Table.Tr
                key={change.field}
                fw={change.changed ? 700 : undefined}
                data-changed={change.changed}
              >
                <Table.Td>{change.field}</Table.Td>
                <Table.Td>{change.before}</Table.Td>
                <Table.Td>{change.after}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
      {detail.fields.length > 0 ? (
        <Table
          withTableBorder
          striped
          aria-label={t('admin:protocol.detail.data')}
          data-testid="protocol-fields"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin:protocol.detail.field')}</Table.Th>
              <Table.Th>{t('admin:protocol.detail.value')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {detail.fields.map((field) => (
              <Table.Tr key={field.field}>
                <Table.Td>{field.field}</Table.Td>
                <Table.Td>{field.value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Stack>
  );
}
