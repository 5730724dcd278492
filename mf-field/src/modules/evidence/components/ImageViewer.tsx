import { Image, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = { src: string | null; title: string; onClose: () => void };

/** The image viewer (field-app spec, section 2, "Dialogs: image viewer"): the photo as large as the screen allows. */
export function ImageViewer({ src, title, onClose }: Props) {
  const { t } = useTranslation('field');
  return (
    <Modal opened={src !== null} onClose={onClose} title={title} size="xl" centered>
      {src ? (
        <Image
          src={src}
          alt={title}
          fit="contain"
          mah="75vh"
          fallbackSrc={undefined}
          onError={(event) => {
            event.currentTarget.alt = t('evidence.loadErr');
          }}
        />
      ) : null}
    </Modal>
  );
}
