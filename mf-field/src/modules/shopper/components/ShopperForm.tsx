import { Button, Grid, Group, Paper, Radio, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { GENDERS, shopperScopeOf, toIsoDate } from '@agecheck/contracts';
import { DateField } from '@agecheck/ui/date-field';
import {
  errorMessageKey,
  formErrorsFromApi,
  notify,
  useSaveShopper,
  useShell,
  useTestBuyers,
} from '@agecheck/ui';
import { toShopperInput, validateShopperForm, type ShopperFormValues } from '../shopper-form';

type Props = {
  /** The shopper's id when editing; undefined for a new one. */
  id?: string;
  initialValues: ShopperFormValues;
  /** Where to go after saving or cancelling. */
  returnTo: string;
};

/**
 * The shopper form (field-app spec, section 5, "Shopper"): validated with the contracts' schema, so it shows
 * the same message keys as the server; an answer 400 puts the server's keys on the fields.
 */
export function ShopperForm({ id, initialValues, returnTo }: Props) {
  const { t } = useTranslation(['common', 'field']);
  const { user } = useShell();
  const navigate = useNavigate();
  const caller = { id: user._id, roles: user.role };
  // Planners and administrators pick the test buyer a shopper belongs to (field-app spec, sections 5 and 6).
  const userRequired = shopperScopeOf(caller) === 'all';
  const testBuyers = useTestBuyers(userRequired);
  const save = useSaveShopper();

  const form = useForm<ShopperFormValues>({
    initialValues,
    validate: (values) => validateShopperForm(values, { today: toIsoDate(), caller }),
  });

  const field = (path: Parameters<typeof form.getInputProps>[0]) => {
    const props = form.getInputProps(path);
    return { ...props, error: props.error ? t(`common:${String(props.error)}`) : undefined };
  };

  const fail = () => notify({ color: 'red', message: t('common:shopper.fail') });

  const submit = form.onSubmit(
    (values) =>
      save.mutate(toShopperInput(values, id), {
        onSuccess: () => {
          notify({ color: 'green', message: t('common:shopper.success') });
          void navigate(returnTo);
        },
        onError: (error) => {
          const fieldErrors = formErrorsFromApi(error);
          if (Object.keys(fieldErrors).length > 0) {
            form.setErrors(fieldErrors);
            fail();
          } else {
            notify({ color: 'red', message: t(`common:${errorMessageKey(error)}`) });
          }
        },
      }),
    fail,
  );

  return (
    <form onSubmit={submit} noValidate>
      <Paper withBorder radius="md" p="md">
        <Stack>
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('common:shopper.nachname')}
                withAsterisk
                autoComplete="off"
                {...field('nachname')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('common:shopper.vorname')}
                withAsterisk
                autoComplete="off"
                {...field('vorname')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <DateField
                label={t('common:shopper.date')}
                placeholder={t('field:shopper.datePlaceholder')}
                withAsterisk
                {...field('date')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Radio.Group label={t('common:shopper.gender')} withAsterisk {...field('gender')}>
                <Group mt={6}>
                  {GENDERS.map((gender) => (
                    <Radio key={gender} value={gender} label={t(`common:gender.${gender}`)} />
                  ))}
                </Group>
              </Radio.Group>
            </Grid.Col>
            <Grid.Col span={12}>
              <TextInput label={t('common:shopper.street')} withAsterisk {...field('address.street')} />
            </Grid.Col>
            <Grid.Col span={{ base: 4, sm: 3 }}>
              <TextInput
                label={t('common:shopper.zip')}
                withAsterisk
                inputMode="numeric"
                {...field('address.zip')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 8, sm: 9 }}>
              <TextInput label={t('common:shopper.city')} withAsterisk {...field('address.city')} />
            </Grid.Col>
            {userRequired ? (
              <Grid.Col span={12}>
                <Select
                  label={t('common:shopper.user')}
                  placeholder={t('field:shopper.userPlaceholder')}
                  withAsterisk
                  searchable
                  nothingFoundMessage={t('common:shopper.empty')}
                  data={(testBuyers.data ?? []).map((buyer) => ({ value: buyer._id, label: buyer.name }))}
                  disabled={testBuyers.isPending}
                  {...field('userID')}
                  data-testid="shopper-user"
                />
              </Grid.Col>
            ) : null}
          </Grid>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void navigate(returnTo)}>
              {t('common:util.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('common:util.save')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
}
