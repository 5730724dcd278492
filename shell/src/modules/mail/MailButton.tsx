import { ActionIcon, Indicator } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconMail } from '@agecheck/ui';
import { useUnreadMailCount } from './mail.api';
import { mailBadgeLabel } from './unread-count';

/** The mailbox button of the top bar with the number of new mails (9+ above 9, none at 0). */
export function MailButton() {
  const { t } = useTranslation();
  const count = useUnreadMailCount();
  const label = mailBadgeLabel(count);
  return (
    <Indicator label={label} size={18} color="red" disabled={!label} offset={4} data-testid="mail-badge">
      <ActionIcon
        component={Link}
        to="/mail"
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={
          label ? `${t('topbar.mailbox')}: ${t('topbar.unreadMails', { count })}` : t('topbar.mailbox')
        }
      >
        <IconMail />
      </ActionIcon>
    </Indicator>
  );
}
