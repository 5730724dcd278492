import { useState } from 'react';
import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { feedbackInputSchema } from '@agecheck/contracts';
import { errorMessageKey, formErrorsFromApi, notify } from '@agecheck/ui';
import { useSaveFeedback } from '../stores.api';

type Props = { storeId: string | null; onClose: () => void };

/**
 * The feedback dialog (field-app spec, sections 2 and 5): a short and a detailed text about the store, both
 * required ('feedback.shortErr', 'feedback.detailErr'), checked with the contracts' schema before sending.
 */
export function FeedbackDialog({ storeId, onClose }: Props) {
  const { t } = useTranslation(['field', 'common']);
  const save = useSaveFeedback();
  const [short, setShort] = useState('');
  const [detail, setDetail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const close = () => {
    setShort('');
    setDetail('');
    setErrors({});
    onClose();
  };

  const submit = () => {
    if (!storeId) return;
    const parsed = feedbackInputSchema.safeParse({ storeID: storeId, short, detail });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: () => {
        notify({ color: 'green', message: t('field:feedback.saved') });
        close();
      },
      onError: (error) => {
        const fieldErrors = formErrorsFromApi(error);
        if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
        else notify({ color: 'red', message: t(`common:${errorMessageKey(error)}`) });
      },
    });
  };

  const error = (field: string) =>
    errors[field] ? t([`field:${errors[field]}`, `common:${errors[field]}`]) : undefined;

  return (
    <Modal opened={storeId !== null} onClose={close} title={t('field:feedback.title')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack>
          <TextInput
            label={t('field:feedback.short')}
            withAsterisk
            value={short}
            onChange={(event) => setShort(event.currentTarget.value)}
            error={error('short')}
          />
          <Textarea
            label={t('field:feedback.detail')}
            withAsterisk
            autosize
            minRows={3}
            value={detail}
            onChange={(event) => setDetail(event.currentTarget.value)}
            error={error('detail')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common:util.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('field:feedback.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
