import type { ReactNode } from 'react';
import { Badge, Divider, Group, Modal, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  composedReason,
  displayStatus,
  displayStatusKey,
  exportState,
  presetKey,
  type Purchase,
} from '@agecheck/contracts';
import { formatDate, formatDateTime, formatTime, LoadState } from '@agecheck/ui';
import { usePurchaseDetail } from '../purchase-detail.api';
import { AlkOverrideNote } from '../../purchase-lists/components/AlkOverrideNote';
import { PurchaseHistoryPanel } from '../../control/components/PurchaseHistoryPanel';
import { EvidenceImage } from './EvidenceImage';

type Props = { purchaseId: string | null; onClose: () => void };

type Field = readonly [label: string, value: ReactNode];

/** Rows of label and value; empty values are left out. */
function Fields({ title, fields }: { title?: string; fields: readonly Field[] }) {
  const shown = fields.filter(([, value]) => value !== undefined && value !== null && value !== '');
  if (shown.length === 0) return null;
  return (
    <Stack gap={4}>
      {title ? <Title order={4}>{title}</Title> : null}
      <Table variant="vertical" withTableBorder layout="fixed">
        <Table.Tbody>
          {shown.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w="40%">{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/**
 * The purchase detail dialog (back-office spec, section 2, "Dialogs: purchase detail"): every field of the
 * purchase as the tester reported it and control left it, the report image, the receipt and both
 * signatures, each with its own failure text.
 */
export function PurchaseDetailDialog({ purchaseId, onClose }: Props) {
  const { t } = useTranslation(['admin', 'common']);
  const purchase = usePurchaseDetail(purchaseId);
  return (
    <Modal
      opened={purchaseId !== null}
      onClose={onClose}
      title={t('admin:purchaseDetail.title')}
      size="xl"
      closeButtonProps={{ 'aria-label': t('common:util.close') }}
    >
      {purchase.isPending || purchase.isError ? (
        <LoadState error={purchase.error} onRetry={() => void purchase.refetch()} />
      ) : (
        <PurchaseDetail purchase={purchase.data} />
      )}
    </Modal>
  );
}

function PurchaseDetail({ purchase }: { purchase: Purchase }) {
  const { t } = useTranslation(['admin', 'common']);
  const f = (key: string) => t(`admin:purchaseDetail.fields.${key}`);
  const yesNo = (value: boolean | undefined) =>
    value === undefined ? undefined : t(value ? 'common:util.yes' : 'common:util.no');
  const status = displayStatus(purchase);
  const { cashier, signatures } = purchase;
  return (
    <Stack gap="md" data-testid="purchase-detail">
      <Group gap="xs">
        <Text fw={700} size="lg">
          {purchase.name} ({purchase.vst})
        </Text>
        <Badge variant="light">{t(`common:${displayStatusKey(status)}`)}</Badge>
        {status.status === null ? null : (
          <Badge variant="light" color="gray">
            {t('admin:purchases.exportLabel')}: {t(`common:purchase.export.${exportState(purchase)}`)}
          </Badge>
        )}
      </Group>
      {purchase.alkOverride ? <AlkOverrideNote /> : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Fields
          title={t('admin:purchaseDetail.test')}
          fields={[
            [f('date'), formatDate(purchase.date)],
            [f('time'), formatTime(purchase.time)],
            [f('user'), purchase.userName ?? purchase.userID],
            [f('shopper'), purchase.shopper?.name],
            [f('shopperAge'), purchase.shopperAge],
            [
              f('testType'),
              purchase.testType ? t(`admin:purchases.testType.${purchase.testType}`) : undefined,
            ],
            [
              f('specialReason'),
              purchase.specialReason
                ? t(`common:${presetKey.specialReason(purchase.specialReason)}`)
                : undefined,
            ],
            [f('regulations'), yesNo(purchase.regulationsRespected)],
            [f('pass'), yesNo(purchase.pass)],
            [f('age'), yesNo(purchase.age)],
            [f('selfEntry'), purchase.selfEntryDateOfBirthSCO ? t('common:util.yes') : undefined],
            [f('reason'), composedReason(purchase, (key) => t(`common:${key}`))],
            [f('crowdedLevel'), purchase.crowdedLevel],
            [f('remarks'), purchase.remarks],
            [f('sprint'), purchase.sprintListID],
            [f('lang'), purchase.lang ? t(`common:lang.${purchase.lang}`) : undefined],
            [f('created'), formatDateTime(purchase.createdAt)],
            [f('updated'), formatDateTime(purchase.updatedAt)],
          ]}
        />
        <Stack gap="md">
          <Fields
            title={t('admin:purchaseDetail.store')}
            fields={[
              [t('admin:purchases.columns.type'), purchase.type[0].name],
              [t('admin:purchases.columns.vst'), purchase.vst],
              [t('admin:purchases.columns.name'), purchase.name],
              [f('kks'), purchase.kks],
            ]}
          />
          <Fields
            title={t('admin:purchaseDetail.cashier')}
            fields={[
              [f('gender'), cashier.gender ? t(`common:gender.${cashier.gender}`) : undefined],
              [f('name'), cashier.name],
              [f('firstname'), cashier.firstname],
              [f('number'), cashier.number],
              [f('cashierRemarks'), cashier.remarks],
            ]}
          />
          <Fields
            title={t('admin:purchaseDetail.article')}
            fields={[
              [f('articleName'), purchase.articleName ?? purchase.articleDetail],
              [f('packaging'), purchase.articlePackaging],
              [f('size'), purchase.articleSizeInMl],
              [f('alcohol'), purchase.articleAlcoholByVolume],
              [f('price'), purchase.articlePrice?.toFixed(2)],
              [f('lotNr'), purchase.articleLotNr],
            ]}
          />
        </Stack>
      </SimpleGrid>
      <Divider />
      <Title order={4}>{t('admin:purchaseDetail.evidence')}</Title>
      <Fields
        fields={[
          [f('manualUpload'), purchase.manualUpload ? t('common:util.yes') : undefined],
          [
            f('noReceipt'),
            purchase.noReceipt
              ? [t('common:util.yes'), purchase.noQuittReason].filter(Boolean).join(': ')
              : undefined,
          ],
        ]}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <EvidenceImage
          name={purchase.image}
          label={t('admin:purchaseDetail.image')}
          errorText={t('admin:purchaseDetail.reportErr')}
        />
        <EvidenceImage
          name={purchase.bill}
          label={t('admin:purchaseDetail.bill')}
          errorText={t('admin:purchaseDetail.billErr')}
        />
        <EvidenceImage
          name={signatures.chief.img}
          label={[
            t('admin:purchaseDetail.chiefSignature'),
            signatures.chief.position
              ? t(`common:${presetKey.chiefPosition(signatures.chief.position)}`)
              : '',
            signatures.chief.problem
              ? t(`common:${presetKey.signatureProblem(signatures.chief.problem)}`)
              : '',
          ]
            .filter(Boolean)
            .join(' · ')}
          errorText={t('admin:purchaseDetail.imageErr')}
        />
        <EvidenceImage
          name={signatures.cashier.img}
          label={[
            t('admin:purchaseDetail.cashierSignature'),
            signatures.cashier.problem
              ? t(`common:${presetKey.signatureProblem(signatures.cashier.problem)}`)
              : '',
          ]
            .filter(Boolean)
            .join(' · ')}
          errorText={t('admin:purchaseDetail.imageErr')}
        />
      </SimpleGrid>
      <Divider />
      {/* what control changed, and the report as submitted with its evidence hashes (issue 8) */}
      <PurchaseHistoryPanel purchaseId={purchase._id} />
    </Stack>
  );
}
