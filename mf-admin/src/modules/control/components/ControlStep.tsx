import { useState } from 'react';
import { Alert, Badge, Button, Checkbox, Divider, Grid, Group, Paper, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  controlWarnings,
  manualChecks,
  presetKey,
  warningsOfErrors,
  type ControlSaveDraft,
  type FieldError,
  type Purchase,
  type PurchaseWarning,
} from '@agecheck/contracts';
import {
  errorMessageKey,
  formatDate,
  formErrorsFromApi,
  IconAlert,
  IconRefresh,
  isApiError,
  notify,
} from '@agecheck/ui';
import { useRejectReason, useSaveControl } from '../control.api';
import { formValuesOf, purchaseOf } from '../control-form';
import { useAutoControl } from '../use-auto-control';
import { ControlForm } from './ControlForm';
import { ControlRefusal } from './ControlRefusal';
import { OutcomeBadge } from './OutcomeBadge';
import { PurchaseHistoryPanel } from './PurchaseHistoryPanel';
import { RejectReasonDialog } from './RejectReasonDialog';
import { StoreChange } from './StoreChange';

type Props = {
  purchase: Purchase;
  auto: boolean;
  /** The purchase is dealt with: on to the next. */
  onDone: () => void;
  /** Read the purchase again (after a 409). */
  onReload: () => void;
};

/**
 * One purchase of a control run (back-office spec, sections 2 and 5): the report, its warnings and why it
 * needs manual verification, the corrections, save or mark correct; the automatic mode; a special reason
 * shown as completed and rejectable; the change of store; a 409 shown with a way to reload.
 */
export function ControlStep({ purchase, auto, onDone, onReload }: Props) {
  const { t } = useTranslation(['admin', 'common']);
  const form = useForm({ mode: 'controlled', initialValues: formValuesOf(purchase) });
  const [readyForExport, setReadyForExport] = useState(true);
  const [conflict, setConflict] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  /** The last save that failed: the rules it breaks and the message key; null: none failed. */
  const [refused, setRefused] = useState<{ errors: readonly FieldError[]; key: string } | null>(null);
  /** The warnings the planner accepts with the next save (issue 17). */
  const [accepted, setAccepted] = useState<PurchaseWarning[]>([]);
  const save = useSaveControl();
  const reject = useRejectReason();

  const warnings = controlWarnings(purchase);
  const checks = manualChecks(purchase);
  const busy = save.isPending || reject.isPending;

  const failed = (error: unknown) => {
    if (isApiError(error) && error.status === 409) {
      setConflict(true);
      return;
    }
    const errors = isApiError(error) ? error.fieldErrors : [];
    setRefused({ errors, key: errorMessageKey(error) });
    form.setErrors(formErrorsFromApi(error));
    // the toast names the rules a warning breaks, not only that the purchase breaks one
    const warned = warningsOfErrors(errors);
    notify({
      color: 'red',
      message:
        warned.length > 0
          ? t('admin:control.refused.warnings', {
              warnings: warned.map((warning) => t(`common:purchase.error.${warning}`)).join(' '),
            })
          : t([`admin:${errorMessageKey(error)}`, `common:${errorMessageKey(error)}`]),
    });
  };
  const submit = (body: ControlSaveDraft) =>
    save.mutate(
      { id: purchase._id, body },
      {
        onSuccess: (saved) => {
          notify({
            color: 'green',
            message: t(saved.done ? 'admin:control.detail.ready' : 'admin:control.detail.saved'),
          });
          onDone();
        },
        onError: failed,
      },
    );
  const markCorrect = (automatic = false) =>
    submit({
      version: purchase.version,
      done: readyForExport,
      auto: automatic,
      acceptedWarnings: automatic ? [] : accepted,
    });
  const saveCorrected = () =>
    submit({
      purchase: purchaseOf(purchase, form.getValues()),
      version: purchase.version,
      done: readyForExport,
      acceptedWarnings: accepted,
    });

  const autoControl = useAutoControl(
    purchase,
    auto,
    { paused: busy || conflict || form.isDirty(), refused: refused !== null },
    () => markCorrect(true),
  );

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <Stack>
          {conflict ? (
            <Alert color="red" icon={<IconAlert size={18} />} data-testid="control-conflict">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('admin:control.conflict')}</Text>
                <Button size="xs" leftSection={<IconRefresh size={14} />} onClick={onReload}>
                  {t('admin:control.detail.reload')}
                </Button>
              </Stack>
            </Alert>
          ) : null}
          {autoControl.state === 'waiting' ? (
            <Alert color="blue" data-testid="control-auto-waiting">
              {t('admin:control.detail.autoIn', { seconds: autoControl.seconds })}
            </Alert>
          ) : null}
          {autoControl.state === 'stopped' ? (
            <Alert color="orange" icon={<IconAlert size={18} />} data-testid="control-auto-stopped">
              {t('admin:control.detail.autoStopped')}
            </Alert>
          ) : null}
          {autoControl.state === 'refused' ? (
            <Alert color="orange" icon={<IconAlert size={18} />} data-testid="control-auto-refused">
              {t('admin:control.detail.autoRefused')}
            </Alert>
          ) : null}
          {refused ? (
            <ControlRefusal
              errors={refused.errors}
              messageKey={refused.key}
              accepted={accepted}
              onAccept={setAccepted}
              {...(autoControl.state === 'refused' ? { onNext: onDone } : {})}
            />
          ) : null}
          {warnings.length > 0 ? (
            <Group gap="xs" data-testid="control-warnings">
              {warnings.map((warning) => (
                <Badge key={warning} color="red.9" variant="outline">
                  {t(`admin:control.warning.${warning}`)}
                </Badge>
              ))}
            </Group>
          ) : null}
          {checks.length > 0 ? (
            <Alert
              color="yellow"
              title={t('admin:control.warning.checkManually')}
              data-testid="control-manual"
            >
              <Stack gap={2}>
                {checks.map((check) => (
                  <Text key={check} size="sm">
                    {t(`admin:control.manual.${check}`)}
                  </Text>
                ))}
              </Stack>
            </Alert>
          ) : null}
          <Paper withBorder radius="md" p="md">
            <Stack gap="xs">
              <Group justify="space-between">
                <Text fw={600} data-testid="control-store">
                  {t('admin:control.storeChange.current', {
                    vst: form.getValues().vst,
                    name: form.getValues().name,
                  })}
                </Text>
                <OutcomeBadge purchase={purchase} />
              </Group>
              <Text size="sm" c="dimmed">
                {[
                  `${formatDate(purchase.date)} ${purchase.time ?? ''}`,
                  purchase.testType && t(`admin:purchases.testType.${purchase.testType}`),
                  purchase.shopper?.name,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              {purchase.specialReason ? (
                <Alert color="gray" data-testid="control-special-reason">
                  <Stack gap="xs" align="flex-start">
                    <Text size="sm">
                      {t('admin:control.detail.specialReason', {
                        reason: t(`common:${presetKey.specialReason(purchase.specialReason)}`),
                      })}
                    </Text>
                    {purchase.remarks ? <Text size="sm">{purchase.remarks}</Text> : null}
                    <Button size="xs" color="red" variant="light" onClick={() => setRejecting(true)}>
                      {t('admin:control.reject.action')}
                    </Button>
                  </Stack>
                </Alert>
              ) : null}
            </Stack>
          </Paper>
          {purchase.specialReason ? null : (
            <Paper withBorder radius="md" p="md">
              <Stack>
                <ControlForm form={form} />
                <Divider label={t('admin:control.storeChange.title')} labelPosition="left" />
                <StoreChange
                  purchase={purchase}
                  onChange={(store) =>
                    form.setValues({ storeID: store._id, vst: store.vst, name: store.name })
                  }
                />
              </Stack>
            </Paper>
          )}
          <Group justify="space-between">
            <Checkbox
              label={t('admin:control.detail.readyForExport')}
              checked={readyForExport}
              onChange={(event) => setReadyForExport(event.currentTarget.checked)}
            />
            <Group>
              <Button
                variant="default"
                loading={busy}
                disabled={conflict}
                onClick={() => markCorrect()}
                data-testid="control-mark-correct"
              >
                {t('admin:control.detail.markCorrect')}
              </Button>
              {purchase.specialReason ? null : (
                <Button loading={busy} disabled={conflict} onClick={saveCorrected} data-testid="control-save">
                  {t('admin:control.detail.save')}
                </Button>
              )}
            </Group>
          </Group>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <Paper withBorder radius="md" p="md">
          <PurchaseHistoryPanel purchaseId={purchase._id} />
        </Paper>
      </Grid.Col>
      {purchase.specialReason ? (
        <RejectReasonDialog
          purchase={purchase}
          opened={rejecting}
          busy={reject.isPending}
          onClose={() => setRejecting(false)}
          onReject={(notice) =>
            reject.mutate(
              { id: purchase._id, body: { version: purchase.version, notice } },
              {
                onSuccess: () => {
                  setRejecting(false);
                  notify({ color: 'green', message: t('admin:control.reject.done') });
                  onDone();
                },
                onError: (error) => {
                  setRejecting(false);
                  failed(error);
                },
              },
            )
          }
        />
      ) : null}
    </Grid>
  );
}
