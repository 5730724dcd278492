import { useState } from 'react';
import { Badge, Button, Group, Modal, Paper, Stack, Tabs, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MAIL_SYSTEM_SENDER, type Mail, type MailBox } from '@agecheck/contracts';
import {
  ConfirmDialog,
  EmptyState,
  errorMessageKey,
  formatDateTime,
  LoadState,
  notify,
  PageHeader,
  Pager,
} from '@agecheck/ui';
import { MAIL_PAGE_SIZE, useDeleteMail, useMailFolder, useMarkMailRead } from '../mail.api';
import { ComposeDialog, type ComposeStart } from './ComposeDialog';

/**
 * /mail (field-app spec, section 2, L50: "messages (compose, read, delete)"; checklist D.4): the inbox and the
 * sent messages (decision D-C11), unread ones marked; opening one marks it read; answer, delete (asked first),
 * write a new one. Any signed-in user; the back office opens it from the top bar.
 */
export function MailPage() {
  const { t } = useTranslation(['field', 'common']);
  const [box, setBox] = useState<MailBox>('inbox');
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<Mail | null>(null);
  const [composing, setComposing] = useState<ComposeStart | null>(null);
  const [toDelete, setToDelete] = useState<Mail | null>(null);
  const markRead = useMarkMailRead();
  const remove = useDeleteMail();

  const open = (mail: Mail) => {
    setOpened(mail);
    if (box === 'inbox' && !mail.read) markRead.mutate(mail._id);
  };
  const reply = (mail: Mail) => {
    setOpened(null);
    const prefix = t('field:mail.replyPrefix');
    setComposing({
      to: [mail.from],
      subject: mail.subject.startsWith(prefix) ? mail.subject : `${prefix}${mail.subject}`,
      replyTo: mail._id,
    });
  };
  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onSuccess: () => {
        notify({ color: 'green', message: t('field:mail.deleted') });
        setToDelete(null);
        setOpened(null);
      },
      onError: (error) => notify({ color: 'red', message: t(`common:${errorMessageKey(error)}`) }),
    });
  };

  return (
    <Stack maw={860}>
      <PageHeader
        title={t('field:mail.title')}
        actions={<Button onClick={() => setComposing({ to: [], subject: '' })}>{t('field:mail.new')}</Button>}
      />
      <Tabs
        value={box}
        onChange={(value) => {
          setBox(value === 'sent' ? 'sent' : 'inbox');
          setPage(1);
        }}
      >
        <Tabs.List>
          <Tabs.Tab value="inbox">{t('field:mail.inbox')}</Tabs.Tab>
          <Tabs.Tab value="sent">{t('field:mail.sent')}</Tabs.Tab>
        </Tabs.List>
        {(['inbox', 'sent'] as const).map((each) => (
          <Tabs.Panel key={each} value={each} pt="md">
            {each === box ? (
              <Folder box={box} page={page} onPage={setPage} onOpen={open} onDelete={setToDelete} />
            ) : null}
          </Tabs.Panel>
        ))}
      </Tabs>
      {opened ? (
        <MailDialog
          mail={opened}
          box={box}
          onClose={() => setOpened(null)}
          onReply={() => reply(opened)}
          onDelete={() => setToDelete(opened)}
        />
      ) : null}
      {composing ? <ComposeDialog start={composing} onClose={() => setComposing(null)} /> : null}
      <ConfirmDialog
        opened={toDelete !== null}
        message={t('field:mail.deleteQ')}
        confirmLabel={t('common:util.delete')}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}

/** Who a message went to, as the list and the dialog name them. */
function useRecipientsText() {
  const { t } = useTranslation(['field', 'common']);
  return (mail: Mail) =>
    mail.toAll
      ? mail.toRoles?.length
        ? t('field:mail.toAllRoles', {
            roles: mail.toRoles.map((role) => t(`common:role.${role}`)).join(', '),
          })
        : t('field:mail.toAll')
      : mail.to.map(({ name }) => name).join(', ');
}

function Folder({
  box,
  page,
  onPage,
  onOpen,
  onDelete,
}: {
  box: MailBox;
  page: number;
  onPage: (page: number) => void;
  onOpen: (mail: Mail) => void;
  onDelete: (mail: Mail) => void;
}) {
  const { t } = useTranslation(['field', 'common']);
  const recipientsText = useRecipientsText();
  const folder = useMailFolder(box, page);
  if (folder.isPending || folder.isError)
    return <LoadState error={folder.error} onRetry={() => void folder.refetch()} />;
  if (folder.data.items.length === 0) return <EmptyState title={t('field:mail.empty')} />;
  const pages = Math.ceil(folder.data.total / MAIL_PAGE_SIZE);
  return (
    <Stack gap="xs" data-testid={`mail-${box}`}>
      {folder.data.items.map((mail) => {
        const unread = box === 'inbox' && mail.read === false;
        return (
          <Paper key={mail._id} withBorder radius="md" p="sm" data-testid="mail-item">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <UnstyledButton style={{ flex: 1, minWidth: 0 }} onClick={() => onOpen(mail)}>
                <Group gap="xs" wrap="nowrap">
                  <Text fw={unread ? 700 : 500} truncate>
                    {mail.subject}
                  </Text>
                  {unread ? (
                    <Badge color="red" variant="light">
                      {t('field:mail.unread')}
                    </Badge>
                  ) : null}
                </Group>
                <Text size="sm" c="dimmed" truncate>
                  {box === 'inbox'
                    ? `${t('field:mail.from')}: ${mail.from.name}`
                    : `${t('field:mail.to')}: ${recipientsText(mail)}`}{' '}
                  · {formatDateTime(mail.date)}
                </Text>
              </UnstyledButton>
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                aria-label={t('field:mail.deleteOne', { subject: mail.subject })}
                onClick={() => onDelete(mail)}
              >
                {t('common:util.delete')}
              </Button>
            </Group>
          </Paper>
        );
      })}
      {pages > 1 ? <Pager total={pages} value={page} onChange={onPage} /> : null}
    </Stack>
  );
}

function MailDialog({
  mail,
  box,
  onClose,
  onReply,
  onDelete,
}: {
  mail: Mail;
  box: MailBox;
  onClose: () => void;
  onReply: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation(['field', 'common']);
  const recipientsText = useRecipientsText();
  return (
    <Modal opened onClose={onClose} title={mail.subject} size="lg">
      <Stack>
        <Text size="sm">
          {t('field:mail.from')}: {mail.from.name}
        </Text>
        <Text size="sm">
          {t('field:mail.to')}: {recipientsText(mail)}
        </Text>
        <Text size="sm" c="dimmed">
          {formatDateTime(mail.date)}
        </Text>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="mail-message">
          {mail.message}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" color="red" onClick={onDelete}>
            {t('common:util.delete')}
          </Button>
          {mail.link ? (
            <Button component={Link} to={mail.link} variant="light">
              {t('field:mail.openLink')}
            </Button>
          ) : null}
          {/* the platform's own messages (decision 0051) have no one to answer */}
          {box === 'inbox' && mail.from._id !== MAIL_SYSTEM_SENDER ? (
            <Button onClick={onReply}>{t('field:mail.reply')}</Button>
          ) : null}
          <Button variant="default" onClick={onClose}>
            {t('common:util.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
