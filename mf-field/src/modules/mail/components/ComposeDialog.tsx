import { Button, Group, Modal, MultiSelect, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { isMailOffice, MAX, mailInputSchema, ROLES, type MailParty, type Role } from '@agecheck/contracts';
import { errorMessageKey, formErrorsFromApi, notify, useShell } from '@agecheck/ui';
import { useMessage } from '../../../i18n/use-message';
import { useMailRecipients, useSendMail } from '../mail.api';

/** What a new message starts with: nothing, or the sender and subject of the message answered. */
export type ComposeStart = { to: MailParty[]; subject: string; replyTo?: string };

type Values = {
  to: string[];
  toAll: boolean;
  toRoles: Role[];
  subject: string;
  message: string;
  replyTo?: string;
};

/**
 * Writes a message (field-app spec, section 5, L169: recipients unless to all, subject and message required):
 * the recipients the caller may write to (decision D-C10), to all (and to all of some roles) for the back office.
 */
export function ComposeDialog({ start, onClose }: { start: ComposeStart; onClose: () => void }) {
  const { t } = useTranslation(['field', 'common']);
  const message = useMessage();
  const { user } = useShell();
  const office = isMailOffice(user.role);
  const recipients = useMailRecipients(true);
  const send = useSendMail();
  const form = useForm<Values>({
    initialValues: {
      to: start.to.map(({ _id }) => _id),
      toAll: false,
      toRoles: [],
      subject: start.subject,
      message: '',
      ...(start.replyTo ? { replyTo: start.replyTo } : {}),
    },
    validate: schemaResolver(mailInputSchema, { sync: true }),
  });
  const field = (path: keyof Values) => {
    const props = form.getInputProps(path);
    return { ...props, error: props.error ? message(String(props.error)) : undefined };
  };

  const known = new Map((recipients.data ?? []).map(({ _id, name }) => [_id, name]));
  for (const { _id, name } of start.to) if (!known.has(_id)) known.set(_id, name);
  const submit = form.onSubmit((values) => {
    const { toRoles, ...rest } = values;
    const mail = values.toAll
      ? { ...rest, to: [], ...(toRoles.length > 0 ? { toRoles } : {}) }
      : { ...rest, toAll: false };
    send.mutate(mail, {
      onSuccess: () => {
        notify({ color: 'green', message: t('field:mail.sentOk') });
        onClose();
      },
      onError: (error) => {
        const fieldErrors = formErrorsFromApi(error);
        if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
        notify({ color: 'red', message: t(`common:${errorMessageKey(error)}`) });
      },
    });
  });

  return (
    <Modal opened onClose={onClose} title={t('field:mail.new')} size="lg">
      <form noValidate onSubmit={submit}>
        <Stack>
          {office ? (
            <Switch label={t('field:mail.toAll')} {...form.getInputProps('toAll', { type: 'checkbox' })} />
          ) : null}
          {form.values.toAll ? (
            <MultiSelect
              label={t('field:mail.toRoles')}
              data={ROLES.map((role) => ({ value: role, label: t(`common:role.${role}`) }))}
              clearable
              {...field('toRoles')}
            />
          ) : (
            <MultiSelect
              label={t('field:mail.recipients')}
              withAsterisk
              searchable
              maxValues={MAX.shortList}
              data={[...known].map(([value, label]) => ({ value, label }))}
              {...field('to')}
            />
          )}
          <TextInput
            label={t('field:mail.subject')}
            withAsterisk
            maxLength={MAX.name}
            {...field('subject')}
          />
          <Textarea
            label={t('field:mail.message')}
            withAsterisk
            autosize
            minRows={5}
            maxLength={MAX.text}
            {...field('message')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:util.cancel')}
            </Button>
            <Button type="submit" loading={send.isPending}>
              {t('field:mail.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
