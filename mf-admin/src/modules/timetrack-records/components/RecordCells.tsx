import { ActionIcon, Badge, Checkbox, Group, Switch, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconCheck, IconClock, IconEdit, IconTrash } from '@agecheck/ui';
import type { RecordRow } from '../record-row';

/** The review status as an icon with its name (B§2 L73: "status icon pending or reviewed"). */
export function StatusIcon({ status }: { status: RecordRow['status'] }) {
  const { t } = useTranslation('common');
  const label = t(`timetrack.status.${status}`);
  return (
    <ThemeIcon
      variant="light"
      size="sm"
      radius="xl"
      color={status === 'reviewed' ? 'teal' : 'orange'}
      role="img"
      aria-label={label}
      title={label}
      data-status={status}
    >
      {status === 'reviewed' ? <IconCheck size={14} /> : <IconClock size={14} />}
    </ThemeIcon>
  );
}

/** Complete or not, as a badge. */
export function CompleteBadge({ complete }: { complete: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Badge color={complete ? 'teal' : 'gray'} variant="light" size="sm" miw="max-content">
      {t(complete ? 'util.yes' : 'util.no')}
    </Badge>
  );
}

/** The checkbox that puts a record into the selection of the bulk review. */
export function SelectBox({
  row,
  selected,
  onToggle,
}: {
  row: RecordRow;
  selected: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Checkbox
      aria-label={t('timetrackRecords.selectOne', { user: row.user, date: row.date })}
      checked={selected}
      onChange={onToggle}
    />
  );
}

type ActionsProps = {
  row: RecordRow;
  /** Reviewed by an administrator (not only by its date before the cut-off). */
  reviewed: boolean;
  busy: boolean;
  onReview: (reviewed: boolean) => void;
  onEdit?: () => void;
  onDelete: () => void;
};

/**
 * A row's actions: the review toggle (R-T16; a record dated before the cut-off counts as reviewed and has
 * nothing to toggle), edit, delete.
 */
export function RecordActions({ row, reviewed, busy, onReview, onEdit, onDelete }: ActionsProps) {
  const { t } = useTranslation('admin');
  const names = { user: row.user, date: row.date };
  const byDateOnly = row.status === 'reviewed' && !reviewed;
  return (
    <Group gap={6} wrap="nowrap">
      <Switch
        size="sm"
        aria-label={t('timetrackRecords.reviewOne', names)}
        checked={row.status === 'reviewed'}
        disabled={busy || byDateOnly}
        onChange={(event) => onReview(event.currentTarget.checked)}
      />
      {onEdit ? (
        <ActionIcon variant="subtle" aria-label={t('timetrackRecords.editOne', names)} onClick={onEdit}>
          <IconEdit size={18} />
        </ActionIcon>
      ) : null}
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={t('timetrackRecords.deleteOne', names)}
        onClick={onDelete}
      >
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  );
}
