import { Grid, Select, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { OTHER_REASON, presetKey, REASON_PRESETS } from '@agecheck/contracts';
import type { ControlFormValues } from '../control-form';

type Props = { form: UseFormReturnType<ControlFormValues> };

/** A yes/no answer as a segmented control (unanswered: neither chosen). */
function YesNo({
  label,
  value,
  onChange,
  error,
  testId,
}: {
  label: string;
  value: boolean | null;
  onChange: (value: boolean) => void;
  error?: string;
  testId: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <SegmentedControl
        data={[
          { value: 'yes', label: t('control.form.yes') },
          { value: 'no', label: t('control.form.no') },
        ]}
        value={value === null ? '' : value ? 'yes' : 'no'}
        onChange={(choice) => onChange(choice === 'yes')}
        data-testid={testId}
      />
      {error ? (
        <Text size="xs" c="red">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

/** What control corrects: the cashier, the outcome and its reason, the remarks (back-office spec, section 5). */
export function ControlForm({ form }: Props) {
  const { t } = useTranslation(['admin', 'common']);
  // the server's message keys live in common (the purchase rules) or admin (control)
  const message = (key: unknown) =>
    typeof key === 'string' ? t([`common:${key}`, `admin:${key}`]) : undefined;
  const error = (path: string) => message(form.errors[path]);
  const values = form.getValues();

  return (
    <Stack gap="sm">
      <Text fw={600}>{t('admin:control.form.cashier')}</Text>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <Select
            label={t('admin:control.form.gender')}
            data={[
              { value: 'w', label: t('common:gender.w') },
              { value: 'm', label: t('common:gender.m') },
            ]}
            {...form.getInputProps('cashier.gender')}
            error={error('cashier.gender')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <TextInput
            label={t('admin:control.form.lastname')}
            {...form.getInputProps('cashier.name')}
            error={error('cashier.name')}
            data-testid="control-cashier-name"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <TextInput
            label={t('admin:control.form.firstname')}
            {...form.getInputProps('cashier.firstname')}
            error={error('cashier.firstname')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <TextInput
            label={t('admin:control.form.number')}
            {...form.getInputProps('cashier.number')}
            error={error('cashier.number')}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Textarea
            label={t('admin:control.form.cashierRemarks')}
            autosize
            minRows={1}
            {...form.getInputProps('cashier.remarks')}
          />
        </Grid.Col>
      </Grid>
      <Text fw={600}>{t('admin:control.form.outcome')}</Text>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <YesNo
            label={t('admin:control.form.regulations')}
            value={values.regulationsRespected}
            onChange={(respected) => form.setFieldValue('regulationsRespected', respected)}
            error={error('regulationsRespected')}
            testId="control-regulations"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4 }}>
          <YesNo
            label={t('admin:control.form.pass')}
            value={values.pass}
            onChange={(pass) => form.setFieldValue('pass', pass)}
            error={error('pass')}
            testId="control-pass"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4 }}>
          <YesNo
            label={t('admin:control.form.age')}
            value={values.age}
            onChange={(age) => form.setFieldValue('age', age)}
            error={error('age')}
            testId="control-age"
          />
        </Grid.Col>
        {values.regulationsRespected === false ? (
          <>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select
                label={t('admin:control.form.reason')}
                clearable
                clearButtonProps={{ 'aria-label': t('admin:control.filter.clear') }}
                data={REASON_PRESETS.map((reason) => ({
                  value: reason,
                  label: t(`common:${presetKey.reason(reason)}`),
                }))}
                {...form.getInputProps('reasonTMP')}
                error={error('reasonTMP') ?? error('reason')}
              />
            </Grid.Col>
            {values.reasonTMP === OTHER_REASON ? (
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput label={t('admin:control.form.reasonText')} {...form.getInputProps('reason')} />
              </Grid.Col>
            ) : null}
          </>
        ) : null}
        <Grid.Col span={12}>
          <Textarea
            label={t('admin:control.form.remarks')}
            autosize
            minRows={2}
            {...form.getInputProps('remarks')}
            data-testid="control-remarks"
          />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
