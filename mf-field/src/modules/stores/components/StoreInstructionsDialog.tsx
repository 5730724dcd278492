import { Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadState } from '@agecheck/ui';
import { useInstructions } from '../stores.api';

type Props = { storeType: string | null; onClose: () => void };

/** The store instructions dialog (field-app spec, section 2): what a tester must know about this store type. */
export function StoreInstructionsDialog({ storeType, onClose }: Props) {
  const { t } = useTranslation('field');
  const instructions = useInstructions(storeType ?? undefined);
  return (
    <Modal opened={storeType !== null} onClose={onClose} title={t('stores.instructions')} size="lg">
      {instructions.isPending || instructions.isError ? (
        <LoadState error={instructions.error} onRetry={() => void instructions.refetch()} />
      ) : instructions.data.length === 0 ? (
        <EmptyState title={t('stores.noInstructions')} />
      ) : (
        <Stack>
          {instructions.data.map((instruction) => (
            <Text key={instruction._id} style={{ whiteSpace: 'pre-wrap' }}>
              {instruction.content}
            </Text>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
