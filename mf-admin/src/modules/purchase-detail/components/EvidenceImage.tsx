import { useState } from 'react';
import { Alert, Anchor, Image, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useImageUrl } from '@agecheck/ui';

type Props = {
  /** The stored file's name (`image`, `bill`, a signature's `img`); none shows that there is no image. */
  name: string | undefined;
  label: string;
  /** What a failure says (back-office spec, section 8: the report, the receipt, an image). */
  errorText: string;
};

/** A stored image of a purchase through the files API (a short-lived signed link), with its failure text. */
export function EvidenceImage({ name, label, errorText }: Props) {
  const { t } = useTranslation('admin');
  const url = useImageUrl(name);
  const [broken, setBroken] = useState(false);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {!name ? (
        <Text size="sm" c="dimmed">
          {t('purchaseDetail.noImage')}
        </Text>
      ) : url.isError || broken ? (
        <Alert color="red" variant="light" p="xs">
          {errorText}
        </Alert>
      ) : url.isPending ? (
        <Skeleton h={160} />
      ) : (
        <Anchor
          href={url.data}
          target="_blank"
          rel="noreferrer"
          aria-label={`${t('purchaseDetail.open')}: ${label}`}
        >
          <Image src={url.data} alt={label} mah={320} fit="contain" onError={() => setBroken(true)} />
        </Anchor>
      )}
    </Stack>
  );
}
