import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { toIsoDate } from '@agecheck/contracts';
import { EmptyState, LoadState, PageHeader, isNotFound, useShopper } from '@agecheck/ui';
import { newShopperValues, returnPath, shopperValues } from '../shopper-form';
import { ShopperForm } from './ShopperForm';

/**
 * /shopper/detail (field-app spec, section 2): `shopper` is 'new' or the id of the shopper to edit, `origin`
 * the path to return to (default /shopper).
 */
export function ShopperDetailPage() {
  const { t } = useTranslation(['common', 'field']);
  const [params] = useSearchParams();
  const param = params.get('shopper');
  const id = param && param !== 'new' ? param : undefined;
  const returnTo = returnPath(params.get('origin'));
  const shopper = useShopper(id);

  const header = (
    <PageHeader
      title={t(id ? 'common:shopper.editTitle' : 'common:shopper.newTitle')}
      description={t('field:shopper.detailDescription')}
    />
  );

  if (!id) {
    return (
      <Stack maw={720}>
        {header}
        <ShopperForm initialValues={newShopperValues(toIsoDate())} returnTo={returnTo} />
      </Stack>
    );
  }
  if (shopper.isError && isNotFound(shopper.error)) {
    return (
      <Stack maw={720}>
        {header}
        <EmptyState
          title={t('common:shopper.notFound')}
          action={
            <Button component={Link} to={returnTo} variant="light">
              {t('common:util.back')}
            </Button>
          }
        />
      </Stack>
    );
  }
  return (
    <Stack maw={720}>
      {header}
      {shopper.data ? (
        <ShopperForm
          key={shopper.data._id}
          id={id}
          initialValues={shopperValues(shopper.data)}
          returnTo={returnTo}
        />
      ) : (
        <LoadState error={shopper.error} onRetry={() => void shopper.refetch()} />
      )}
    </Stack>
  );
}
