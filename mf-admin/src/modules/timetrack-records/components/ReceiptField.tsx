import { useState } from 'react';
import { Button, FileButton, Group, Input, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { preparePhoto } from '@agecheck/outbox';
import type { TimetrackReceiptFieldProps } from '@agecheck/timetrack-form';

/**
 * A receipt in the back office's edit dialog (A-R6): the stored image's name, or a new image chosen from a
 * file, scaled to the stored width (2000 px) before it is sent; removing a new image keeps the stored one.
 */
export function ReceiptField({
  label,
  error,
  value,
  storedName,
  maxWidth,
  onChange,
  testId,
}: TimetrackReceiptFieldProps) {
  const { t } = useTranslation(['admin', 'common']);
  const [preparing, setPreparing] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);

  const pick = async (file: File | null) => {
    if (!file) return;
    setFileError(null);
    setPreparing(true);
    try {
      onChange(await preparePhoto(file, maxWidth));
    } catch (failure) {
      const key =
        failure instanceof Error && 'messageKey' in failure ? String(failure.messageKey) : 'files.notAnImage';
      setFileError(t(`common:${key}`));
    } finally {
      setPreparing(false);
    }
  };

  return (
    <Input.Wrapper label={label} error={fileError ?? error} data-testid={testId}>
      <Group gap="xs" mt={4} wrap="nowrap">
        <Text size="sm" c={value || storedName ? undefined : 'dimmed'} style={{ flex: 1 }} truncate>
          {value
            ? t('admin:timetrackRecords.receipt.chosen')
            : (storedName ?? t('admin:timetrackRecords.receipt.none'))}
        </Text>
        <FileButton onChange={(file) => void pick(file)} accept="image/*">
          {(props) => (
            <Button {...props} variant="default" size="xs" loading={preparing}>
              {t('admin:timetrackRecords.receipt.choose')}
            </Button>
          )}
        </FileButton>
        {value ? (
          <Button variant="subtle" size="xs" color="red" onClick={() => onChange(null)}>
            {t('admin:timetrackRecords.receipt.remove')}
          </Button>
        ) : null}
      </Group>
    </Input.Wrapper>
  );
}
