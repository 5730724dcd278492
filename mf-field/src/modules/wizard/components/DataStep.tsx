import {
  Autocomplete,
  Grid,
  NumberInput,
  Radio,
  Group,
  Select,
  Input,
  Slider,
  Stack,
  Textarea,
  TextInput,
  Checkbox,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GENDERS, KKS, type Kks, type Shopper, type TestType } from '@agecheck/contracts';
import { DateField } from '@agecheck/ui/date-field';
import { useShell } from '@agecheck/ui';
import { useArticles } from '../../stores/stores.api';
import { useFieldError, YesNo, type StepProps } from './step-fields';

type Props = StepProps & { shoppers: readonly Shopper[] };

type DecimalInputProps = {
  label: string;
  decimals: number;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  error: string | undefined;
};

/**
 * A required number of the form. The field keeps the text as typed, since NumberInput hands over a price
 * typed "6.50" (or "6.0" on the way to "6.05") as text, which a number-only field would drop; the form gets
 * its value.
 */
function DecimalInput({ label, decimals, value, onChange, error }: DecimalInputProps) {
  const [typed, setTyped] = useState<string | number>(value ?? '');
  return (
    <NumberInput
      label={label}
      withAsterisk
      min={0}
      decimalScale={decimals}
      value={typed}
      onChange={(next) => {
        setTyped(next);
        const number = typeof next === 'number' ? next : Number.parseFloat(next);
        onChange(Number.isFinite(number) ? number : undefined);
      }}
      error={error}
    />
  );
}

/**
 * Step 2, the purchase data (field-app spec, section 5, "Purchase form"): each field shown where the rules
 * ask for it for this store type, with its message key under it.
 */
export function DataStep({ draft, update, rules, errors, shoppers }: Props) {
  const { t, i18n } = useTranslation(['field', 'common']);
  const { user } = useShell();
  const error = useFieldError(errors);
  const articles = useArticles(draft.testType);
  const cashier = draft.cashier ?? {};
  const setCashier = (patch: Partial<typeof cashier>) => update({ cashier: { ...cashier, ...patch } });
  const names = user.settings.autoComplete;
  const lang = (i18n.language as 'de' | 'fr' | 'it') ?? 'de';

  return (
    <Stack>
      <Select
        label={t('field:purchase.main.shopper')}
        withAsterisk
        data={shoppers.map((shopper) => ({ value: shopper._id, label: shopper.name }))}
        value={draft.shopper?._id ?? null}
        onChange={(value) => {
          const shopper = shoppers.find((candidate) => candidate._id === value);
          update({
            shopper: shopper ? { _id: shopper._id, name: shopper.name, date: shopper.date } : undefined,
          });
        }}
        error={error('shopper')}
      />
      <Grid gap="sm">
        <Grid.Col span={{ base: 7, sm: 6 }}>
          <DateField
            label={t('field:purchase.main.date')}
            withAsterisk
            value={draft.date ?? null}
            onChange={(value) => update({ date: value ?? undefined })}
            error={error('date')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 5, sm: 6 }}>
          <TextInput
            type="time"
            label={t('field:purchase.main.time')}
            withAsterisk
            value={draft.time ?? ''}
            onChange={(event) => update({ time: event.currentTarget.value || undefined })}
            error={error('time')}
          />
        </Grid.Col>
      </Grid>
      {rules.show.lang ? (
        <Radio.Group
          label={t('field:purchase.main.lang')}
          withAsterisk
          value={draft.lang ?? null}
          onChange={(value) => update({ lang: value as 'de' | 'fr' })}
          error={error('lang')}
        >
          <Group mt={6}>
            <Radio value="de" label={t('common:lang.de')} />
            <Radio value="fr" label={t('common:lang.fr')} />
          </Group>
        </Radio.Group>
      ) : null}

      {rules.show.cashierGender ? (
        <Radio.Group
          label={t('field:purchase.main.cashierGender')}
          withAsterisk={rules.required.gender}
          value={cashier.gender ?? null}
          onChange={(value) => setCashier({ gender: value as (typeof GENDERS)[number] })}
          error={error('cashier.gender')}
        >
          <Group mt={6}>
            {GENDERS.map((gender) => (
              <Radio key={gender} value={gender} label={t(`common:gender.${gender}`)} />
            ))}
          </Group>
        </Radio.Group>
      ) : null}
      {rules.show.cashierNames ? (
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Autocomplete
              label={t('field:purchase.main.cashierName')}
              withAsterisk={rules.required.name}
              data={names}
              value={cashier.name ?? ''}
              onChange={(value) => setCashier({ name: value })}
              error={error('cashier.name')}
              autoComplete="off"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Autocomplete
              label={t('field:purchase.main.cashierFirstname')}
              withAsterisk={rules.required.firstname}
              data={names}
              value={cashier.firstname ?? ''}
              onChange={(value) => setCashier({ firstname: value })}
              error={error('cashier.firstname')}
              autoComplete="off"
            />
          </Grid.Col>
        </Grid>
      ) : null}
      {rules.show.cashierNumber ? (
        <TextInput
          label={t('field:purchase.main.cashierNumber')}
          withAsterisk={rules.required.number}
          inputMode="numeric"
          value={cashier.number ?? ''}
          onChange={(event) => setCashier({ number: event.currentTarget.value })}
          error={error('cashier.number')}
        />
      ) : null}
      {rules.show.kks ? (
        <Radio.Group
          label={t('field:purchase.main.kks')}
          withAsterisk={rules.required.kks}
          value={draft.kks ?? null}
          onChange={(value) => update({ kks: value as Kks })}
          error={error('kks')}
        >
          <Group mt={6}>
            {KKS.map((kks) => (
              <Radio key={kks} value={kks} label={t(`field:purchase.kks.${kks}`)} />
            ))}
          </Group>
        </Radio.Group>
      ) : null}

      <Select
        label={t('field:purchase.main.testType')}
        withAsterisk
        data={rules.testTypes.map((type) => ({ value: type, label: t(`field:purchase.testType.${type}`) }))}
        value={draft.testType ?? null}
        onChange={(value) =>
          update({ testType: (value as TestType | null) ?? undefined, article: undefined })
        }
        error={error('testType')}
      />
      <Select
        label={t('field:purchase.main.article')}
        withAsterisk
        searchable
        data={(articles.data ?? []).map((article) => ({ value: article._id, label: article.name[lang] }))}
        value={draft.article ?? null}
        onChange={(value) => update({ article: value ?? undefined })}
        error={error('article')}
        disabled={!draft.testType}
      />
      {rules.show.ktArticle ? (
        <Grid gap="sm">
          <Grid.Col span={12}>
            <TextInput
              label={t('field:purchase.main.articleName')}
              withAsterisk
              value={draft.articleName ?? ''}
              onChange={(event) => update({ articleName: event.currentTarget.value })}
              error={error('articleName')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('field:purchase.main.articlePackaging')}
              withAsterisk
              value={draft.articlePackaging ?? ''}
              onChange={(event) => update({ articlePackaging: event.currentTarget.value })}
              error={error('articlePackaging')}
            />
          </Grid.Col>
          {(
            [
              ['articleSizeInMl', 0, true],
              ['articleAlcoholByVolume', 1, rules.show.articleAlcohol],
              ['articlePrice', 2, true],
            ] as const
          )
            .filter(([, , shown]) => shown)
            .map(([field, decimals]) => (
              <Grid.Col key={field} span={{ base: 6, sm: 3 }}>
                <DecimalInput
                  label={t(`field:purchase.main.${field}`)}
                  decimals={decimals}
                  value={draft[field]}
                  onChange={(value) => update({ [field]: value })}
                  error={error(field)}
                />
              </Grid.Col>
            ))}
        </Grid>
      ) : null}

      <YesNo
        label={t('field:purchase.main.pass')}
        value={draft.pass}
        onChange={(pass) => update({ pass })}
        error={error('pass')}
      />
      <YesNo
        label={t('field:purchase.main.age')}
        value={draft.age}
        onChange={(age) => update({ age })}
        error={error('age')}
      />
      <YesNo
        label={t('field:purchase.main.regulationsRespected')}
        value={draft.regulationsRespected}
        onChange={(regulationsRespected) => update({ regulationsRespected })}
        error={error('regulationsRespected')}
        testId="regulations-respected"
      />
      {rules.show.selfEntry ? (
        <Checkbox
          label={t('field:purchase.main.selfEntryDateOfBirthSCO')}
          checked={draft.selfEntryDateOfBirthSCO ?? false}
          onChange={(event) => update({ selfEntryDateOfBirthSCO: event.currentTarget.checked })}
        />
      ) : null}
      {/* A slider always stands somewhere: until the tester moves it, it is grey and says it is not set. */}
      <Input.Wrapper
        label={t('field:purchase.main.crowdedLevel')}
        description={draft.crowdedLevel === undefined ? t('field:purchase.main.crowdedUnset') : undefined}
        error={error('crowdedLevel')}
      >
        <Slider
          mt="xs"
          mb="lg"
          min={1}
          max={10}
          step={1}
          color={draft.crowdedLevel === undefined ? 'gray' : undefined}
          value={draft.crowdedLevel ?? 1}
          onChange={(crowdedLevel) => update({ crowdedLevel })}
          marks={[1, 5, 10].map((value) => ({ value, label: String(value) }))}
          thumbLabel={t('field:purchase.main.crowdedLevel')}
        />
      </Input.Wrapper>
      <Textarea
        label={t('field:purchase.main.remarks')}
        autosize
        minRows={2}
        value={draft.remarks ?? ''}
        onChange={(event) => update({ remarks: event.currentTarget.value })}
      />
    </Stack>
  );
}
