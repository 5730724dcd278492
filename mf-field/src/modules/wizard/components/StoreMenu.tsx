import { useState } from 'react';
import { ActionIcon, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Store } from '@agecheck/contracts';
import { IconDots } from '@agecheck/ui';
import { FeedbackDialog } from '../../stores/components/FeedbackDialog';
import { StoreDetailDialog } from '../../stores/components/StoreDetailDialog';
import { StoreErrorsDialog } from '../../stores/components/StoreErrorsDialog';
import { StoreInstructionsDialog } from '../../stores/components/StoreInstructionsDialog';

type Open = 'detail' | 'instructions' | 'errors' | 'feedback' | null;

/** The wizard's store menu: the store detail, instructions, errors and feedback dialogs (field-app spec, section 2). */
export function StoreMenu({ store }: { store: Store }) {
  const { t } = useTranslation('field');
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <>
      <Menu position="bottom-end">
        <Menu.Target>
          <ActionIcon variant="subtle" size="lg" aria-label={t('stores.menu')}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => setOpen('detail')}>{t('stores.detail')}</Menu.Item>
          <Menu.Item onClick={() => setOpen('instructions')}>{t('stores.instructions')}</Menu.Item>
          <Menu.Item onClick={() => setOpen('errors')}>{t('stores.errors')}</Menu.Item>
          <Menu.Item onClick={() => setOpen('feedback')}>{t('feedback.open')}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <StoreDetailDialog store={open === 'detail' ? store : null} onClose={close} />
      <StoreInstructionsDialog storeType={open === 'instructions' ? store.type : null} onClose={close} />
      <StoreErrorsDialog storeId={open === 'errors' ? store._id : null} onClose={close} />
      <FeedbackDialog storeId={open === 'feedback' ? store._id : null} onClose={close} />
    </>
  );
}
