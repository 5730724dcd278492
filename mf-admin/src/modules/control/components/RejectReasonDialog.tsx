import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { controlRejectSchema, type Purchase } from '@agecheck/contracts';

type Props = {
  purchase: Purchase;
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  onReject: (notice: string) => void;
};

/** Rejecting a special reason asks for the notice the test buyer reads (decision 0026). */
export function RejectReasonDialog({ purchase, opened, busy, onClose, onReject }: Props) {
  const { t } = useTranslation('admin');
  const [notice, setNotice] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const parsed = controlRejectSchema.safeParse({ version: purchase.version, notice });
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? 'control.reject.noticeErr'));
      return;
    }
    onReject(parsed.data.notice);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('control.reject.title')} centered>
      <Stack>
        <Text size="sm">{t('control.reject.text')}</Text>
        <Textarea
          label={t('control.reject.notice')}
          autosize
          minRows={3}
          value={notice}
          onChange={(event) => setNotice(event.currentTarget.value)}
          error={error}
          data-testid="control-reject-notice"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('control.reject.cancel')}
          </Button>
          <Button color="red" loading={busy} onClick={submit} data-testid="control-reject-confirm">
            {t('control.reject.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
