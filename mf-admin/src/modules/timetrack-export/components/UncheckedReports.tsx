import { Alert, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toSwissDate, type TimetrackUncheckedReports } from '@agecheck/contracts';
import { IconAlert } from '@agecheck/ui';

type Props = {
  answer: TimetrackUncheckedReports;
  /** A detective record's customer names an id: its name. */
  customerName: (id: string) => string | undefined;
};

/**
 * The answer of the check (B§8 L208; decision A-C10): 'Achtung! Es wurden {n} ungeprüfte Rapporte in der
 * Zeitspanne gefunden.' with the records (user, date, customer) under it, or 'Alle Rapporte sind in dieser
 * Zeitspanne geprüft!'.
 */
export function UncheckedReports({ answer, customerName }: Props) {
  const { t } = useTranslation(['admin', 'common']);
  if (answer.count === 0)
    return (
      <Alert color="green" variant="light" role="status">
        {t('common:timetrack.check.allChecked')}
      </Alert>
    );
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlert />}
      role="status"
      title={t('common:timetrack.check.unchecked', { count: answer.count })}
    >
      <List size="sm" aria-label={t('admin:timetrackExport.uncheckedList')}>
        {answer.items.map((item) => (
          <List.Item key={item._id}>
            {[
              item.userName ?? item.userID,
              item.datum ? toSwissDate(item.datum) : '',
              (item.typ === 'detektiv' && item.kunde ? customerName(item.kunde) : undefined) ??
                item.kunde ??
                '',
            ]
              .filter(Boolean)
              .join(' · ')}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
