import { ActionIcon, Badge, Button, Group, Select, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SPRINT_TEST_TYPES, type SprintItem, type UserSummary } from '@agecheck/contracts';
import { IconTrash, formatDate } from '@agecheck/ui';
import { UNASSIGNED } from '../sprint-detail-filter';

type Props = {
  items: readonly SprintItem[];
  /** Test buyers who may be assigned (admin only: planners see the name). */
  assignable: readonly UserSummary[] | null;
  userName: (userID: string | null) => string;
  onAssign: (item: SprintItem, userID: string | null) => void;
  onPurchases: (item: SprintItem) => void;
  onDelete: (item: SprintItem) => void;
};

/**
 * The stores of the round detail (back-office spec, section 2): store number, type, name, assigned shopper,
 * alcohol, tobacco and media as done / found / target, the purchases dialog and the per-store delete.
 */
export function SprintItemsTable({ items, assignable, userName, onAssign, onPurchases, onDelete }: Props) {
  const { t } = useTranslation('admin');
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('sprints.detail.vst')}</Table.Th>
            <Table.Th>{t('sprints.detail.type')}</Table.Th>
            <Table.Th>{t('sprints.detail.name')}</Table.Th>
            <Table.Th>{t('sprints.detail.user')}</Table.Th>
            {SPRINT_TEST_TYPES.map((testType) => (
              <Table.Th key={testType} title={t('sprints.detail.countsHint')}>
                {t(`sprints.types.${testType}`)}
              </Table.Th>
            ))}
            <Table.Th aria-label={t('common:util.actions')} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item._id} data-testid="sprint-item">
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Text size="sm" fw={600}>
                    {item.vst}
                  </Text>
                  {item.duplicate ? (
                    <Badge color="orange.4" autoContrast size="xs">
                      {t('sprints.detail.duplicate')}
                    </Badge>
                  ) : null}
                  {item.retest ? (
                    <Badge
                      color="grape.9"
                      size="xs"
                      title={t('sprints.retests.markerTitle', {
                        testType: t(`sprints.types.${item.retest.testType}`),
                        date: formatDate(item.retest.date),
                      })}
                      data-testid="retest-marker"
                    >
                      {t('sprints.retests.marker')}
                    </Badge>
                  ) : null}
                  {item.done ? (
                    <Badge color="teal.9" size="xs">
                      {t('sprints.detail.done')}
                    </Badge>
                  ) : null}
                </Group>
              </Table.Td>
              <Table.Td>{item.type}</Table.Td>
              <Table.Td>
                <Text size="sm">{item.store.name}</Text>
                <Text size="xs" c="dimmed">
                  {[item.store.street, `${item.store.plz} ${item.store.city}`.trim()]
                    .filter(Boolean)
                    .join(', ')}
                </Text>
              </Table.Td>
              <Table.Td miw={200}>
                {assignable ? (
                  <Select
                    size="xs"
                    aria-label={`${t('sprints.detail.user')}: ${item.vst}`}
                    data={[
                      { value: UNASSIGNED, label: t('sprints.detail.unassigned') },
                      ...assignable.map((user) => ({ value: user._id, label: user.name })),
                      ...(item.userID && !assignable.some((user) => user._id === item.userID)
                        ? [{ value: item.userID, label: userName(item.userID) }]
                        : []),
                    ]}
                    value={item.userID ?? UNASSIGNED}
                    allowDeselect={false}
                    searchable
                    nothingFoundMessage={t('sprints.detail.emptyUsers')}
                    onChange={(value) => {
                      const userID = value === UNASSIGNED ? null : value;
                      if (value !== null && userID !== item.userID) onAssign(item, userID);
                    }}
                  />
                ) : (
                  userName(item.userID)
                )}
              </Table.Td>
              {SPRINT_TEST_TYPES.map((testType) => (
                <Table.Td
                  key={testType}
                  data-testid={`sprint-count-${testType}`}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {t('sprints.detail.counts', {
                    done: item.progress[testType].done,
                    found: item.found[testType],
                    target: item.progress[testType].target,
                  })}
                </Table.Td>
              ))}
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <Button size="compact-xs" variant="light" onClick={() => onPurchases(item)}>
                    {t('sprints.detail.purchases')}
                  </Button>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => onDelete(item)}
                    aria-label={`${t('sprints.detail.deleteStore')}: ${item.vst}`}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
