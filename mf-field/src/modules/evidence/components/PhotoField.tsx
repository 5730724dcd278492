import { useState } from 'react';
import { Button, FileButton, Group, Image, Input, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { preparePhoto } from '@agecheck/outbox';
import { useImageUrl, type PhotoFieldProps } from '@agecheck/ui';
import { useObjectUrl } from '../object-url';
import { ImageEditorDialog } from './ImageEditorDialog';
import { ImageViewer } from './ImageViewer';

/** On a phone the file input opens the camera (`capture`); on a desktop it chooses a file. */
const onPhone = () => window.matchMedia?.('(pointer: coarse)').matches ?? false;

/**
 * A photo of the evidence step (report image, receipt): take or choose it, turn and crop it in the image
 * editor, look at it in the image viewer, remove it (field-app spec, section 2, dialogs).
 */
export function PhotoField({ label, error, value, storedName, maxWidth, onChange, testId }: PhotoFieldProps) {
  const { t } = useTranslation('field');
  const [picked, setPicked] = useState<Blob | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [photoError, setPhotoError] = useState<string | null>(null);

  // The photo is decoded with its EXIF orientation and scaled to the stored width on the phone first (the
  // outbox's preparation), so the editor works on a small image and a HEIC photo is named as such.
  const pick = async (file: File | null) => {
    if (!file) return;
    setPhotoError(null);
    setPreparing(true);
    try {
      setPicked(await preparePhoto(file, maxWidth));
    } catch (error) {
      const key =
        error instanceof Error && 'messageKey' in error ? String(error.messageKey) : 'files.notAnImage';
      setPhotoError(t(`common:${key}`));
    } finally {
      setPreparing(false);
    }
  };
  const [viewing, setViewing] = useState(false);
  const localUrl = useObjectUrl(value);
  const stored = useImageUrl(value ? undefined : storedName);
  const shownUrl = localUrl ?? stored.data ?? null;

  return (
    <Input.Wrapper label={label} error={photoError ?? error} data-testid={testId}>
      <Paper withBorder radius="sm" p="xs" mt={4}>
        <Group wrap="nowrap" align="center">
          {shownUrl ? (
            <Image
              src={shownUrl}
              alt={label}
              w={72}
              h={72}
              radius="sm"
              fit="cover"
              style={{ cursor: 'zoom-in' }}
              onClick={() => setViewing(true)}
            />
          ) : null}
          <Stack gap={4} style={{ flex: 1 }}>
            <Text size="sm" c={shownUrl ? undefined : 'dimmed'}>
              {shownUrl ? t('evidence.photoReady') : t('evidence.noPhoto')}
            </Text>
            <Group gap="xs">
              <FileButton
                accept="image/*"
                capture={onPhone() ? 'environment' : undefined}
                onChange={(file) => void pick(file)}
              >
                {(props) => (
                  <Button size="xs" variant="light" loading={preparing} {...props}>
                    {shownUrl ? t('evidence.replacePhoto') : t('evidence.takePhoto')}
                  </Button>
                )}
              </FileButton>
              {shownUrl ? (
                <Button size="xs" variant="default" onClick={() => setViewing(true)}>
                  {t('evidence.view')}
                </Button>
              ) : null}
              {value ? (
                <Button size="xs" variant="subtle" color="red" onClick={() => onChange(null)}>
                  {t('evidence.removePhoto')}
                </Button>
              ) : null}
            </Group>
          </Stack>
        </Group>
      </Paper>
      <ImageEditorDialog
        file={picked}
        maxWidth={maxWidth}
        onCancel={() => setPicked(null)}
        onDone={(photo) => {
          setPicked(null);
          onChange(photo);
        }}
      />
      <ImageViewer src={viewing ? shownUrl : null} title={label} onClose={() => setViewing(false)} />
    </Input.Wrapper>
  );
}
