import { Group, Radio } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../i18n/use-message';
import type { PurchaseDraft } from '../wizard-form';
import type { PurchaseRules } from '../use-purchase-rules';
import type { Store } from '@agecheck/contracts';

/** What every step gets: the form, its setter, the store and the rules' verdict. */
export type StepProps = {
  draft: PurchaseDraft;
  update: (patch: Partial<PurchaseDraft>) => void;
  store: Store | undefined;
  rules: PurchaseRules;
  /** The errors of this step's fields, by path, once the step was checked. */
  errors: Record<string, string>;
};

/** The translated error of a field, or undefined. */
export function useFieldError(errors: Record<string, string>) {
  const text = useMessage();
  return (path: string) => {
    const key = errors[path];
    return key ? text(key) : undefined;
  };
}

type YesNoProps = {
  label: string;
  value: boolean | undefined;
  onChange: (value: boolean) => void;
  error?: string;
  testId?: string;
};

/** A yes/no question of the purchase form; unanswered until the tester picks one. */
export function YesNo({ label, value, onChange, error, testId }: YesNoProps) {
  const { t } = useTranslation('common');
  return (
    <Radio.Group
      label={label}
      withAsterisk
      value={value === undefined ? null : value ? 'yes' : 'no'}
      onChange={(choice) => onChange(choice === 'yes')}
      error={error}
      data-testid={testId}
    >
      <Group mt={6}>
        <Radio value="yes" label={t('util.yes')} />
        <Radio value="no" label={t('util.no')} />
      </Group>
    </Radio.Group>
  );
}
