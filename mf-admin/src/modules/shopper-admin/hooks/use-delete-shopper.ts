import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { errorMessageKey, useShell } from '@agecheck/ui';
import { deleteShopper } from '../api/shoppers-admin';

/** Deletes a shopper, then refreshes every shopper list. */
export function useDeleteShopper() {
  const { api } = useShell();
  const { t } = useTranslation('common');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteShopper(api, id),
    onSuccess: () => {
      notifications.show({ color: 'green', message: t('shopper.deleted') });
      return queryClient.invalidateQueries({ queryKey: ['shoppers'] });
    },
    onError: (error) => notifications.show({ color: 'red', message: t(errorMessageKey(error)) }),
  });
}
