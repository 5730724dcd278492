import { useState } from 'react';
import { Button, Card, Group, Image, Modal, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UPLOAD_FILE_FIELD, type UploadedFile } from '@agecheck/contracts';
import { errorMessageKey, notify, useImageUrl, useShell } from '@agecheck/ui';
import { SignaturePadField } from '@agecheck/ui/signature-pad';

/**
 * The stored signature of a test buyer (field-app spec, section 2, "Settings page": "signature view/change",
 * testkaeufer only): shown as stored; a new one is drawn on the signature pad, sent to `POST api/signature`
 * and its name stored in the settings. The dashboard warns while there is none.
 */
export function SignatureSettings() {
  const { t } = useTranslation();
  const { api, user, updateSettings } = useShell();
  const stored = useImageUrl(user.settings.signature || undefined);
  const [drawing, setDrawing] = useState(false);
  const [signature, setSignature] = useState<Blob | null>(null);
  const [saving, setSaving] = useState(false);

  const close = () => {
    setDrawing(false);
    setSignature(null);
  };

  const save = async () => {
    if (!signature) return;
    setSaving(true);
    try {
      const form = new FormData();
      form.append(UPLOAD_FILE_FIELD, signature, 'signature.png');
      const { img } = await api.postForm<UploadedFile>('/api/signature', form);
      await updateSettings({ signature: img });
      notify({ color: 'green', message: t('settings.saved') });
      close();
    } catch (error) {
      notify({ color: 'red', message: t(errorMessageKey(error)) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" data-testid="settings-signature">
      <Title order={4} mb="sm">
        {t('settings.signature')}
      </Title>
      {user.settings.signature ? (
        stored.data ? (
          <Image src={stored.data} alt={t('settings.signature')} h={120} w="auto" fit="contain" />
        ) : null
      ) : (
        <Text c="dimmed">{t('settings.noSignature')}</Text>
      )}
      <Group mt="sm">
        <Button variant="light" onClick={() => setDrawing(true)}>
          {t(user.settings.signature ? 'signature.change' : 'settings.addSignature')}
        </Button>
      </Group>
      <Modal opened={drawing} onClose={close} title={t('settings.signature')} size="lg">
        <SignaturePadField label={t('settings.signature')} value={signature} onChange={setSignature} />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={close}>
            {t('util.cancel')}
          </Button>
          <Button onClick={() => void save()} loading={saving} disabled={!signature}>
            {t('util.save')}
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
