import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/**
 * 'purchase.noShopper' (field-app spec, section 8): a test buyer without shoppers cannot record a purchase;
 * the dialog sends them to the shopper page, from where the new shopper's form returns to the wizard.
 */
export function NoShopperDialog() {
  const { t } = useTranslation(['field', 'common']);
  const navigate = useNavigate();
  return (
    <Modal
      opened
      onClose={() => void navigate('/dashboard')}
      title={t('field:purchase.noShopperTitle')}
      centered
    >
      <Text mb="lg">{t('field:purchase.noShopper')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => void navigate('/dashboard')}>
          {t('common:util.cancel')}
        </Button>
        <Button onClick={() => void navigate('/shopper')} data-autofocus>
          {t('field:purchase.toShoppers')}
        </Button>
      </Group>
    </Modal>
  );
}
