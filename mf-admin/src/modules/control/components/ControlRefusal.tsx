import { Alert, Button, Checkbox, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { warningsOfErrors, type FieldError, type PurchaseWarning } from '@agecheck/contracts';
import { IconAlert } from '@agecheck/ui';

type Props = {
  /** The field errors the server answered the refused save with. */
  errors: readonly FieldError[];
  /** The message key of the failure, shown when it names no rule (the server away, say). */
  messageKey: string;
  accepted: readonly PurchaseWarning[];
  onAccept: (accepted: PurchaseWarning[]) => void;
  /** The automatic mode stopped here: it goes on with the next purchase only when the planner says so. */
  onNext?: () => void;
};

/**
 * Why control could not save a purchase (issue 17): every rule it breaks, by its text; a warning in force
 * (a later test of the same shopper at the same store, say) can be accepted as the tester accepts it in the
 * wizard, and the next save sends the acceptance (recorded with who and when).
 */
export function ControlRefusal({ errors, messageKey, accepted, onAccept, onNext }: Props) {
  const { t } = useTranslation(['admin', 'common']);
  const text = (key: string) => t([`common:${key}`, `admin:${key}`]);
  const warnings = warningsOfErrors(errors);
  const others = errors.filter((error) => !warnings.some((warning) => error.key.endsWith(`.${warning}`)));

  return (
    <Alert
      color="red"
      icon={<IconAlert size={18} />}
      title={errors.length > 0 ? t('admin:control.refused.title') : text(messageKey)}
      data-testid="control-refused"
    >
      <Stack gap="xs" align="flex-start">
        {others.length > 0 ? (
          <List size="sm">
            {others.map((error) => (
              <List.Item key={`${error.path}:${error.key}`}>{text(error.key)}</List.Item>
            ))}
          </List>
        ) : null}
        {warnings.map((warning) => (
          <Stack key={warning} gap={4}>
            <Text size="sm">{text(`purchase.error.${warning}`)}</Text>
            <Checkbox
              label={t('admin:control.refused.accept')}
              checked={accepted.includes(warning)}
              onChange={(event) =>
                onAccept(
                  event.currentTarget.checked
                    ? [...accepted, warning]
                    : accepted.filter((other) => other !== warning),
                )
              }
            />
          </Stack>
        ))}
        {warnings.length > 0 ? <Text size="sm">{t('admin:control.refused.acceptHint')}</Text> : null}
        {onNext ? (
          <Button size="xs" variant="default" onClick={onNext}>
            {t('admin:control.refused.next')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
