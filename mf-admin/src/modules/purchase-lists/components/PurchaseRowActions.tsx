import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDate, IconDownload, IconEdit, IconEye, IconTrash } from '@agecheck/ui';
import { purchaseRowActions, type PurchaseRow } from '@agecheck/contracts';

type Props = {
  row: PurchaseRow;
  /** The screen to come back to after the control (`parentState`). */
  parentState: string;
  onDetail: (row: PurchaseRow) => void;
  onDelete: (row: PurchaseRow) => void;
  /** Opens the report's download dialog (hidden when delayed or with a special reason). */
  onReport: (row: PurchaseRow) => void;
  /** The check or edit action (the all-purchases list); the overview's action column has none. */
  withEdit?: boolean;
};

/**
 * The row actions of the purchase lists (back-office spec, section 2): full detail; check or edit, hidden
 * when automatically exported, which opens the control with this one purchase; the report's download
 * dialog, hidden when delayed or with a special reason; delete (asks first).
 */
export function PurchaseRowActions({
  row,
  parentState,
  onDetail,
  onDelete,
  onReport,
  withEdit = true,
}: Props) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const actions = purchaseRowActions(row);
  const what = `${formatDate(row.date)} ${row.name}`.trim();
  const action = (label: string, icon: React.ReactNode, onClick: () => void, color?: string) => (
    <Tooltip label={label} withinPortal>
      <ActionIcon variant="subtle" size="sm" color={color} onClick={onClick} aria-label={`${label}: ${what}`}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
  return (
    <Group gap={2} wrap="nowrap" justify="flex-end">
      {action(t('purchases.detail'), <IconEye size={16} />, () => onDetail(row))}
      {withEdit && actions.edit
        ? action(
            t('purchases.edit'),
            <IconEdit size={16} />,
            () =>
              void navigate(
                `/admin/control/detail?controlSet=${encodeURIComponent(row._id)}&parentState=${encodeURIComponent(parentState)}`,
              ),
          )
        : null}
      {actions.download ? action(t('report.action'), <IconDownload size={16} />, () => onReport(row)) : null}
      {action(t('purchases.delete'), <IconTrash size={16} />, () => onDelete(row), 'red')}
    </Group>
  );
}
