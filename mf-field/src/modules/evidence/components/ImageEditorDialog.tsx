import { useEffect, useState } from 'react';
import { Alert, Box, Button, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import Cropper, { type Area } from 'react-easy-crop';
import { IconAlert } from '@agecheck/ui';
import { renderEdit, rotatedSize, turnClockwise, type QuarterTurn } from '../image-edit';
import { useObjectUrl } from '../object-url';

type Props = {
  /** The photo just taken or chosen, already scaled on the phone; the dialog is open while it is set. */
  file: Blob | null;
  /** The widest the stored photo may be (1600 px, 2000 px for receipts). */
  maxWidth: number;
  onDone: (photo: Blob) => void;
  onCancel: () => void;
};

/**
 * The image editor (field-app spec, section 2, "Dialogs: image editor"): turn the photo by quarter turns and
 * zoom into the part to keep before it is stored, at most the stored width wide.
 */
export function ImageEditorDialog({ file, maxWidth, onDone, onCancel }: Props) {
  const { t } = useTranslation('field');
  return (
    <Modal opened={file !== null} onClose={onCancel} title={t('evidence.editTitle')} size="lg" centered>
      {file ? <PhotoEditor file={file} maxWidth={maxWidth} onDone={onDone} onCancel={onCancel} /> : null}
    </Modal>
  );
}

type EditorProps = Omit<Props, 'file'> & { file: Blob };

/** Decodes the photo with its EXIF orientation applied; null while decoding, 'failed' when it cannot. */
function usePhotoBitmap(file: Blob): ImageBitmap | null | 'failed' {
  const [photo, setPhoto] = useState<ImageBitmap | null | 'failed'>(null);
  useEffect(() => {
    let cancelled = false;
    let decoded: ImageBitmap | undefined;
    createImageBitmap(file, { imageOrientation: 'from-image' }).then(
      (bitmap) => {
        decoded = bitmap;
        if (cancelled) bitmap.close();
        else setPhoto(bitmap);
      },
      () => !cancelled && setPhoto('failed'),
    );
    return () => {
      cancelled = true;
      decoded?.close();
    };
  }, [file]);
  return photo;
}

function PhotoEditor({ file, maxWidth, onDone, onCancel }: EditorProps) {
  const { t } = useTranslation('field');
  const photo = usePhotoBitmap(file);
  const previewUrl = useObjectUrl(file);
  const [failed, setFailed] = useState(false);
  const [rotation, setRotation] = useState<QuarterTurn>(0);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [working, setWorking] = useState(false);

  const bitmap = photo === 'failed' ? null : photo;
  const size = bitmap ? rotatedSize(bitmap.width, bitmap.height, rotation) : null;
  const unreadable = photo === 'failed' || failed;

  const apply = async () => {
    if (!bitmap || !area) return;
    setWorking(true);
    try {
      onDone(await renderEdit(bitmap, rotation, area, maxWidth));
    } catch {
      setFailed(true);
    } finally {
      setWorking(false);
    }
  };

  return (
    <>
      {unreadable ? (
        <Alert color="red" variant="light" icon={<IconAlert />} title={t('evidence.decodeErr')}>
          {t('evidence.decodeHint')}
        </Alert>
      ) : (
        <Stack>
          <Box pos="relative" h={340} bg="dark.6" style={{ borderRadius: 8, overflow: 'hidden' }}>
            {previewUrl && size ? (
              <Cropper
                image={previewUrl}
                crop={crop}
                zoom={zoom}
                rotation={rotation}
                aspect={size.width / size.height}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={(_, pixels) => setArea(pixels)}
                objectFit="contain"
              />
            ) : null}
          </Box>
          <Text size="sm">{t('evidence.zoom')}</Text>
          <Slider
            min={1}
            max={4}
            step={0.1}
            value={zoom}
            onChange={setZoom}
            label={null}
            thumbLabel={t('evidence.zoom')}
          />
        </Stack>
      )}
      <Group justify="space-between" mt="md">
        <Button
          variant="default"
          onClick={() => setRotation(turnClockwise(rotation))}
          disabled={!bitmap || unreadable}
        >
          {t('evidence.rotate')}
        </Button>
        <Group gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t('common:util.cancel')}
          </Button>
          <Button onClick={() => void apply()} loading={working} disabled={!bitmap || !area || unreadable}>
            {t('evidence.apply')}
          </Button>
        </Group>
      </Group>
    </>
  );
}
