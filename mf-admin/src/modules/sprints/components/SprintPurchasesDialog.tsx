import { Badge, Modal, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { displayStatus, displayStatusKey, type SprintItem } from '@agecheck/contracts';
import { LoadState, formatDate } from '@agecheck/ui';
import { useItemPurchases } from '../sprints.api';

type Props = {
  /** The store entry whose purchases are shown; `null` keeps the dialog closed. */
  item: SprintItem | null;
  userName: (userID: string | null) => string;
  onClose: () => void;
};

/** The purchases dialog of the round detail (back-office spec, section 2): the tests recorded for a store. */
export function SprintPurchasesDialog({ item, userName, onClose }: Props) {
  const { t } = useTranslation(['admin', 'common']);
  const purchases = useItemPurchases(item?._id ?? null);
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      size="xl"
      title={item ? t('sprints.purchasesDialog.title', { vst: item.vst, name: item.store.name }) : ''}
    >
      {purchases.isPending || purchases.isError ? (
        <LoadState error={purchases.error} onRetry={() => void purchases.refetch()} />
      ) : purchases.data.length === 0 ? (
        <Text c="dimmed">{t('sprints.purchasesDialog.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="xs" data-testid="sprint-purchases">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('sprints.purchasesDialog.date')}</Table.Th>
                <Table.Th>{t('sprints.purchasesDialog.user')}</Table.Th>
                <Table.Th>{t('sprints.purchasesDialog.shopper')}</Table.Th>
                <Table.Th>{t('sprints.purchasesDialog.testType')}</Table.Th>
                <Table.Th>{t('sprints.purchasesDialog.result')}</Table.Th>
                <Table.Th>{t('sprints.purchasesDialog.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {purchases.data.map((purchase) => (
                <Table.Tr key={purchase._id}>
                  <Table.Td>
                    {formatDate(purchase.date)} {purchase.time ?? ''}
                  </Table.Td>
                  <Table.Td>{userName(purchase.userID)}</Table.Td>
                  <Table.Td>{purchase.shopper ?? ''}</Table.Td>
                  <Table.Td>
                    {purchase.testType
                      ? t(`sprints.types.${purchase.testType}`, { defaultValue: purchase.testType })
                      : ''}
                  </Table.Td>
                  <Table.Td>
                    {purchase.regulationsRespected === undefined ? null : (
                      <Badge color={purchase.regulationsRespected ? 'teal.9' : 'red.9'}>
                        {purchase.regulationsRespected
                          ? t('sprints.purchasesDialog.respected')
                          : t('sprints.purchasesDialog.notRespected')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{t(`common:${displayStatusKey(displayStatus(purchase))}`)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Modal>
  );
}
