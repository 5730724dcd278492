import { useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Progress,
  Select,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  nextTimetrackStep,
  previousTimetrackStep,
  STORED_WIDTH,
  TIMETRACK_REISEMITTEL,
  TIMETRACK_SONDER_TYPES,
  TIMETRACK_TIME_OPTIONS,
  TIMETRACK_WARNING_KEYS,
  TIMETRACK_ZONES,
  timetrackDetectiveCustomerChoices,
  timetrackDisabledEndHours,
  timetrackHasPayoutCard,
  timetrackKmShown,
  timetrackLock,
  timetrackProposedPayout,
  timetrackReceiptSlotsShown,
  timetrackSavePoint,
  timetrackShopperCustomerChoices,
  timetrackSteps,
  timetrackTypeChoices,
  timetrackWarnings,
  normalizeTimetrack,
  TIMETRACK_RECEIPT_SLOTS,
  TIMETRACK_TK_JUGENDSCHUTZ,
  type Shopper,
  type Timetrack,
  type TimetrackInput,
  type TimetrackStep,
  type TimetrackTk,
  toIsoDate,
} from '@agecheck/contracts';
import {
  ConfirmDialog,
  errorMessageKey,
  formErrorsFromApi,
  notify,
  useMyShoppers,
  useShell,
  type PhotoFieldProps,
} from '@agecheck/ui';
import { DateField } from '@agecheck/ui/date-field';
import { SignaturePadField } from '@agecheck/ui/signature-pad';
import { registerTimetrackFormNamespace, TIMETRACK_FORM_NAMESPACE } from './i18n/namespace';
import {
  timetrackFormKeys,
  useTimetrackCustomers,
  useTimetrackRegions,
  useTimetrackSettings,
  useTimetrackTkRegions,
} from './queries';
import {
  newTimetrackForm,
  timetrackFormErrors,
  timetrackFormOf,
  timetrackInputOf,
  withPendingImages,
  type TimetrackForm,
} from './timetrack-form';
import type { TimetrackDraft, TimetrackFormState, TimetrackPhotos, TimetrackSaveResult } from './types';

registerTimetrackFormNamespace();

/** The receipt's photo field (the phone's takes, turns and crops a photo; see mf-field's PhotoField). */
export type TimetrackReceiptFieldProps = PhotoFieldProps;

export type TimetrackWizardProps = {
  id: string;
  stored: Timetrack | undefined;
  /**
   * What the wizard opens with before `stored` (on the phone: a draft typed and not saved, or a save still
   * waiting or refused). With `step` it opens at that step; `unsaved` says it was typed and not saved, so
   * leaving asks first.
   */
  local?: TimetrackFormState & { step?: TimetrackStep; unsaved?: boolean };
  /**
   * The roles of the record's owner: they pick the types and customer types offered and the rules' choices
   * (R-T2). Undefined when an administrator corrects another user's record: the record's type stays as it is.
   */
  ownerRoles: readonly string[] | undefined;
  /** The shoppers the payout card offers; the signed-in user's when not given. */
  shoppers?: readonly Pick<Shopper, '_id' | 'name' | 'date'>[];
  /** Saves the record at a save point (phone: through the outbox; back office: `PUT api/timetrack/{id}`). */
  save: (input: TimetrackInput, photos: TimetrackPhotos) => Promise<TimetrackSaveResult>;
  /** After the complete save, or leaving (phone: back to /time; back office: the dialog closes). */
  onDone: () => void;
  /** The field of a receipt's photo. */
  ReceiptField: ComponentType<TimetrackReceiptFieldProps>;
  /**
   * Told whether the form has changes not saved (the back office's dialog asks 'Wollen Sie die Bearbeitung
   * abbrechen?' before closing then).
   */
  onChangedChange?: (changed: boolean) => void;
  /**
   * Keeps what is typed and not saved, a moment after each change (the phone's draft in the outbox, so that a
   * reload loses nothing); not called for an untouched form, a locked one, or what was just saved.
   */
  keep?: (draft: TimetrackDraft) => void;
  /** The user confirmed leaving without saving: what `keep` kept is dropped. */
  onDiscard?: () => void;
};

/** How long after a change what is typed is kept (`keep`), as in the purchase wizard. */
export const TIMETRACK_DRAFT_DELAY_MS = 1_000;
const NO_PHOTOS: TimetrackPhotos = {};

const PAUSE_HOURS = Array.from({ length: 9 }, (_, hours) => String(hours));
const PAUSE_MINUTES = ['0', '15', '30', '45'];
/** A number input's value: Mantine hands a string while it keeps trailing zeros ('12.40'). */
const numberOrUndefined = (value: string | number): number | undefined => {
  if (typeof value === 'number') return value;
  const parsed = Number(value);
  return value.trim() === '' || Number.isNaN(parsed) ? undefined : parsed;
};

/**
 * The time record wizard (field-app spec, section 2; checklist A.4 and A.5; the back office's edit, A-R6): five
 * steps with progress, back and next, the flow's steps and save points from the contracts (R-T3), the payout
 * proposed from the shopper, times and pause (A-C1), the messages of the rules at their fields, the locked
 * view. How a save is done and what follows it are the caller's (`save`, `onDone`).
 */
export function TimetrackWizard({
  id,
  stored,
  local,
  ownerRoles,
  shoppers: givenShoppers,
  save: saveRecord,
  onDone,
  ReceiptField,
  onChangedChange,
  keep,
  onDiscard,
}: TimetrackWizardProps) {
  const { t } = useTranslation([TIMETRACK_FORM_NAMESPACE, 'common']);
  const { user } = useShell();
  const queryClient = useQueryClient();
  const [initial] = useState<TimetrackForm>(
    () => local?.form ?? (stored ? timetrackFormOf(stored) : newTimetrackForm(id)),
  );
  const [initialPhotos] = useState<TimetrackPhotos>(() => local?.photos ?? {});
  const [form, setForm] = useState<TimetrackForm>(initial);
  const [photos, setPhotos] = useState<TimetrackPhotos>(initialPhotos);
  const [step, setStep] = useState<TimetrackStep>(local?.step ?? 0);
  const [shown, setShown] = useState<ReadonlySet<TimetrackStep>>(new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [leaving, setLeaving] = useState(false);

  const lockSettings = useTimetrackSettings();
  const locked =
    stored !== undefined && !user.role.includes('admin')
      ? timetrackLock(stored, lockSettings, toIsoDate()) !== undefined
      : false;
  // the back office's dialog gives the record owner's shoppers: the signed-in admin's are not asked for
  const myShoppers = useMyShoppers({ enabled: givenShoppers === undefined });
  const shoppers = givenShoppers ?? myShoppers.data ?? [];
  const isDetective = form.typ === 'detektiv';
  const regions = useTimetrackRegions(isDetective);
  const customers = useTimetrackCustomers(isDetective);
  const tkRegionShown = form.typ === 'testkaeufer' && form.kunde === TIMETRACK_TK_JUGENDSCHUTZ;
  const tkRegions = useTimetrackTkRegions(tkRegionShown);
  const customer = customers.data?.find((candidate) => candidate._id === form.kunde);
  const context = { ownerRoles, customer };
  const steps = timetrackSteps(form);
  const changed = form !== initial || photos !== initialPhotos || local?.unsaved === true;
  useLeaveGuard(changed && !locked);
  useEffect(() => onChangedChange?.(changed && !locked), [onChangedChange, changed, locked]);

  // What is typed is kept a moment later (decision 0035): a reload, offline too, loses nothing. What was
  // just saved is not kept again (the outbox dropped the draft when it queued the save).
  const latest = useRef<TimetrackDraft>({ form, photos, step });
  useEffect(() => {
    latest.current = { form, photos, step };
  });
  const lastSaved = useRef<TimetrackFormState | undefined>(undefined);
  useEffect(() => {
    if (!keep || !changed || locked) return;
    const timer = window.setTimeout(() => {
      const draft = latest.current;
      if (lastSaved.current?.form === draft.form && lastSaved.current.photos === draft.photos) return;
      keep(draft);
    }, TIMETRACK_DRAFT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [keep, changed, locked, form, photos, step]);

  const update = (patch: Partial<TimetrackForm>) => {
    setServerErrors({});
    setForm((current) => ({ ...current, ...patch }));
  };
  /** The payout card changed: the payout is proposed again (F§9 L243; decision: also pause and shopper). */
  const updateTk = (patch: Partial<TimetrackTk>) => {
    setServerErrors({});
    setForm((current) => {
      const tk = { ...current.tk, ...patch };
      const proposed = timetrackProposedPayout({ ...current, tk }, toIsoDate());
      return { ...current, tk: { ...tk, ...(proposed !== undefined ? { auszahlung: proposed } : {}) } };
    });
  };
  const setPhoto = (slot: keyof TimetrackPhotos) => (blob: Blob | null) =>
    setPhotos((current) => {
      const next = { ...current };
      if (blob) next[slot] = blob;
      else delete next[slot];
      return next;
    });

  const errors = useMemo(
    () => ({ ...timetrackFormErrors(form, photos, step, context), ...serverErrors }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- context is derived from these
    [form, photos, step, customer, serverErrors],
  );
  const error = (path: string) => (shown.has(step) && errors[path] ? t(`common:${errors[path]}`) : undefined);
  const warnings = timetrackWarnings(normalizeTimetrack(withPendingImages(form, photos)), toIsoDate());

  const save = useMutation({
    networkMode: 'always',
    mutationFn: (index: TimetrackStep) => {
      lastSaved.current = { form, photos };
      return saveRecord(timetrackInputOf(form, index), photos);
    },
    onSuccess: (result, index) => {
      const complete = timetrackSavePoint(form, index) === 'complete';
      if (result.state === 'refused') {
        lastSaved.current = undefined;
        setServerErrors(formErrorsFromApi(result.error));
        setShown(new Set(steps));
        notify({ color: 'red', message: t(`common:${errorMessageKey(result.error)}`) });
        return;
      }
      void queryClient.invalidateQueries({ queryKey: timetrackFormKeys.all });
      if (result.state === 'sent') {
        // the stored names of the images sent: the form keeps them, the phone's copies are done
        const saved = { ...form, ...pickStoredImages(result.record) };
        lastSaved.current = { form: saved, photos: NO_PHOTOS };
        setForm(saved);
        setPhotos(NO_PHOTOS);
      }
      if (result.state === 'queued') notify({ color: 'blue', message: t('timetrackForm:queued') });
      else
        notify({
          color: 'green',
          // the payout card's save 'timetrackNew.savedTK', the detective's intermediate save 'util.saved'
          message: t(
            complete
              ? 'common:timetrackNew.savedComplete'
              : index === 1
                ? 'common:timetrackNew.savedTK'
                : 'common:util.saved',
          ),
        });
      if (complete) onDone();
      else {
        const next = nextTimetrackStep(form, index);
        if (next !== undefined) setStep(next);
      }
    },
    onError: (failure) => {
      lastSaved.current = undefined;
      notify({ color: 'red', message: t(`common:${errorMessageKey(failure)}`) });
    },
  });

  const stepErrorCount = Object.keys(timetrackFormErrors(form, photos, step, context)).length;
  const guard = (proceed: () => void) => {
    setShown((current) => new Set([...current, step]));
    if (stepErrorCount === 0) proceed();
  };
  const savePoint = timetrackSavePoint(form, step);
  const next = () =>
    guard(() => {
      if (savePoint) save.mutate(step);
      else {
        const following = nextTimetrackStep(form, step);
        if (following !== undefined) setStep(following);
      }
    });
  const back = () => {
    const previous = previousTimetrackStep(form, step);
    if (previous !== undefined) setStep(previous);
    else if (changed && !locked) setLeaving(true);
    else onDone();
  };

  const position = steps.indexOf(step) + 1;
  // another user's record keeps its type (its owner's roles are not the caller's)
  const typeChoices = ownerRoles ? timetrackTypeChoices(ownerRoles) : form.typ ? [form.typ] : [];
  const tk = form.tk ?? {};
  const spesen = form.spesen ?? {};
  const detektiv = form.detektiv ?? {};
  const receiptSlots = timetrackReceiptSlotsShown(withPendingImages(form, photos).spesen);

  const timeSelect = (
    label: string,
    value: string | undefined,
    onChange: (value: string | undefined) => void,
    path: string,
    after?: string,
  ) => {
    const disabledHours = timetrackDisabledEndHours(after);
    return (
      <Select
        label={label}
        withAsterisk
        searchable
        data={TIMETRACK_TIME_OPTIONS.map((time) => ({
          value: time,
          label: time,
          disabled: disabledHours.includes(Number(time.slice(0, 2))),
        }))}
        value={value ?? null}
        onChange={(chosen) => onChange(chosen ?? undefined)}
        error={error(path)}
        disabled={locked}
      />
    );
  };
  const pauseSelects = (
    hours: number | undefined,
    minutes: number | undefined,
    onChange: (pauseH: number, pauseM: number) => void,
    path: string,
  ) => (
    <Group grow>
      <Select
        label={t('timetrackForm:pauseH')}
        data={PAUSE_HOURS}
        value={String(hours ?? 0)}
        onChange={(chosen) => onChange(Number(chosen ?? 0), minutes ?? 0)}
        error={error(`${path}pauseH`)}
        disabled={locked}
        allowDeselect={false}
      />
      <Select
        label={t('timetrackForm:pauseM')}
        data={PAUSE_MINUTES}
        value={String(minutes ?? 0)}
        onChange={(chosen) => onChange(hours ?? 0, Number(chosen ?? 0))}
        error={error(`${path}pauseM`)}
        disabled={locked}
        allowDeselect={false}
      />
    </Group>
  );

  return (
    <Stack>
      {locked ? (
        <Alert color="orange" data-testid="time-locked">
          {t('common:timetrack.locked')}
        </Alert>
      ) : null}
      <Paper withBorder radius="md" p="sm">
        <Text size="sm" mb={6}>
          {t('timetrackForm:step', { step: position, max: steps.length })} ·{' '}
          {t(`timetrackForm:stepTitle.${step}`)}
        </Text>
        <Progress
          value={(position / steps.length) * 100}
          aria-label={t('timetrackForm:step', { step: position, max: steps.length })}
          data-testid="time-progress"
        />
      </Paper>

      <Paper withBorder radius="md" p="md">
        {step === 0 ? (
          <Stack>
            <Select
              label={t('timetrackForm:typ')}
              withAsterisk
              data={typeChoices.map((typ) => ({ value: typ, label: t(`common:timetrack.types.${typ}`) }))}
              value={form.typ ?? null}
              onChange={(typ) =>
                update({
                  typ: (typ ?? undefined) as TimetrackForm['typ'],
                  kunde: undefined,
                  region: undefined,
                })
              }
              error={error('typ')}
              disabled={locked || !ownerRoles}
            />
            {form.typ === 'testkaeufer' ? (
              <Select
                label={t('timetrackForm:kunde')}
                withAsterisk
                data={timetrackShopperCustomerChoices(ownerRoles ?? user.role)}
                value={form.kunde ?? null}
                onChange={(kunde) => update({ kunde: kunde ?? undefined, region: undefined })}
                error={error('kunde')}
                disabled={locked}
              />
            ) : null}
            {tkRegionShown ? (
              // optional: the test-purchase region, for the jtk sort and the invoice (decision A-C8)
              <Select
                label={t('timetrackForm:region')}
                clearable
                data={(tkRegions.data ?? []).map((region) => ({ value: region._id, label: region.name }))}
                value={form.region ?? null}
                onChange={(region) => update({ region: region ?? undefined })}
                error={error('region')}
                disabled={locked}
              />
            ) : null}
            {form.typ === 'detektiv' ? (
              <>
                <Select
                  label={t('timetrackForm:region')}
                  withAsterisk
                  data={(regions.data ?? []).map((region) => ({ value: region._id, label: region.name }))}
                  value={form.region ?? null}
                  onChange={(region) => update({ region: region ?? undefined, kunde: undefined })}
                  error={error('region')}
                  disabled={locked}
                />
                <Select
                  label={t('timetrackForm:customer')}
                  withAsterisk
                  data={timetrackDetectiveCustomerChoices(customers.data ?? [], form.region).map(
                    (choice) => ({
                      value: choice._id,
                      label: choice.name,
                    }),
                  )}
                  value={form.kunde ?? null}
                  onChange={(kunde) => update({ kunde: kunde ?? undefined })}
                  error={error('kunde')}
                  disabled={locked}
                />
              </>
            ) : null}
            {form.typ === 'sonder' ? (
              <Select
                label={t('timetrackForm:sonderTyp')}
                withAsterisk
                data={TIMETRACK_SONDER_TYPES.map((typ) => ({
                  value: typ,
                  label: t(`common:timetrack.sonderTypes.${typ}`),
                }))}
                value={form.sonder?.typ ?? null}
                onChange={(typ) =>
                  update({
                    sonder: {
                      ...form.sonder,
                      typ: (typ ?? undefined) as (typeof TIMETRACK_SONDER_TYPES)[number],
                    },
                  })
                }
                error={error('sonder.typ')}
                disabled={locked}
              />
            ) : null}
          </Stack>
        ) : null}

        {step === 1 && form.typ === 'sonder' ? (
          <Stack>
            <DateField
              label={t('timetrackForm:sonderStart')}
              withAsterisk
              value={form.sonder?.start ?? null}
              onChange={(start) => update({ sonder: { ...form.sonder, start: start ?? undefined } })}
              error={error('sonder.start')}
              disabled={locked}
            />
            <DateField
              label={t('timetrackForm:sonderEnd')}
              withAsterisk
              value={form.sonder?.end ?? null}
              onChange={(end) => update({ sonder: { ...form.sonder, end: end ?? undefined } })}
              error={error('sonder.end')}
              disabled={locked}
            />
            <NumberInput
              label={t('timetrackForm:hours')}
              withAsterisk
              min={0}
              decimalScale={2}
              value={form.sonder?.hours ?? ''}
              onChange={(hours) => update({ sonder: { ...form.sonder, hours: numberOrUndefined(hours) } })}
              error={error('sonder.hours')}
              disabled={locked}
            />
          </Stack>
        ) : null}

        {step === 1 && timetrackHasPayoutCard(form) ? (
          <Stack>
            <Select
              label={t('timetrackForm:shopper')}
              data={shoppers.map((shopper) => ({ value: shopper._id, label: shopper.name }))}
              value={tk.obj?._id ?? null}
              onChange={(chosen) => {
                const shopper = shoppers.find((candidate) => candidate._id === chosen);
                updateTk({
                  obj: shopper ? { _id: shopper._id, name: shopper.name, date: shopper.date } : undefined,
                });
              }}
              error={error('tk.obj')}
              disabled={locked}
            />
            <Group grow>
              {timeSelect(t('timetrackForm:start'), tk.start, (start) => updateTk({ start }), 'tk.start')}
              {timeSelect(t('timetrackForm:end'), tk.end, (end) => updateTk({ end }), 'tk.end', tk.start)}
            </Group>
            {pauseSelects(tk.pauseH, tk.pauseM, (pauseH, pauseM) => updateTk({ pauseH, pauseM }), 'tk.')}
            <NumberInput
              label={t('timetrackForm:auszahlung')}
              min={0}
              decimalScale={2}
              fixedDecimalScale
              value={tk.auszahlung ?? ''}
              onChange={(value) => update({ tk: { ...tk, auszahlung: numberOrUndefined(value) } })}
              error={error('tk.auszahlung')}
              disabled={locked}
              data-testid="time-payout"
            />
            {warnings.includes('payoutTooHigh') ? (
              <Text size="sm" c="orange">
                {t(`common:${TIMETRACK_WARNING_KEYS.payoutTooHigh}`)}
              </Text>
            ) : null}
            {locked ? null : (
              <SignaturePadField
                label={t('timetrackForm:tkSignature')}
                value={photos.tkSignature ?? null}
                onChange={setPhoto('tkSignature')}
                error={error('tk.signature')}
                testId="time-tk-signature"
              />
            )}
          </Stack>
        ) : null}

        {step === 2 ? (
          <Stack>
            <DateField
              label={t('timetrackForm:datum')}
              withAsterisk
              value={form.datum ?? null}
              onChange={(datum) => update({ datum: datum ?? undefined })}
              error={error('datum')}
              disabled={locked}
            />
            <Group grow>
              {timeSelect(t('timetrackForm:start'), form.start, (start) => update({ start }), 'start')}
              {timeSelect(t('timetrackForm:end'), form.end, (end) => update({ end }), 'end', form.start)}
            </Group>
            {pauseSelects(form.pauseH, form.pauseM, (pauseH, pauseM) => update({ pauseH, pauseM }), '')}
          </Stack>
        ) : null}

        {step === 3 && form.typ === 'testkaeufer' ? (
          <Textarea
            label={t('timetrackForm:beschreibung')}
            value={form.beschreibung ?? ''}
            onChange={(event) => update({ beschreibung: event.currentTarget.value })}
            disabled={locked}
          />
        ) : null}
        {step === 3 && form.typ === 'detektiv' ? (
          <Stack>
            {(['ladendiebe', 'betrag', 'umtrieb', 'hausverbot', 'hausfriedensbruch'] as const).map(
              (field) => (
                <NumberInput
                  key={field}
                  label={t(`timetrackForm:detektiv.${field}`)}
                  min={0}
                  decimalScale={field === 'betrag' || field === 'umtrieb' ? 2 : 0}
                  value={detektiv[field] ?? ''}
                  onChange={(value) =>
                    update({ detektiv: { ...detektiv, [field]: numberOrUndefined(value) } })
                  }
                  error={error(`detektiv.${field}`)}
                  disabled={locked}
                />
              ),
            )}
            <Checkbox
              label={t('timetrackForm:detektiv.noSignature')}
              checked={detektiv.noSignature ?? false}
              onChange={(event) =>
                update({ detektiv: { ...detektiv, noSignature: event.currentTarget.checked } })
              }
              disabled={locked}
            />
            {locked || detektiv.noSignature ? null : (
              <SignaturePadField
                label={t('timetrackForm:detektiv.signature')}
                value={photos.detektivSignature ?? null}
                onChange={setPhoto('detektivSignature')}
                error={error('detektiv.signature')}
                testId="time-detektiv-signature"
              />
            )}
          </Stack>
        ) : null}

        {step === 4 ? (
          <Stack>
            {(['reisen', 'mahlzeit', 'allgemein'] as const).map((field) => (
              <NumberInput
                key={field}
                label={t(`timetrackForm:spesen.${field}`)}
                min={0}
                decimalScale={2}
                value={spesen[field] ?? ''}
                onChange={(value) => update({ spesen: { ...spesen, [field]: numberOrUndefined(value) } })}
                error={error(`spesen.${field}`)}
                disabled={locked}
              />
            ))}
            {warnings.includes('mealTooHigh') ? (
              <Text size="sm" c="orange">
                {t(`common:${TIMETRACK_WARNING_KEYS.mealTooHigh}`)}
              </Text>
            ) : null}
            <Textarea
              label={t('timetrackForm:spesen.bemerkung')}
              value={spesen.bemerkung ?? ''}
              onChange={(event) => update({ spesen: { ...spesen, bemerkung: event.currentTarget.value } })}
              error={error('spesen.bemerkung')}
              disabled={locked}
            />
            <Group grow>
              <Select
                label={t('timetrackForm:spesen.reisemittel')}
                withAsterisk={isDetective}
                data={[...TIMETRACK_REISEMITTEL]}
                value={spesen.reisemittel ?? null}
                onChange={(value) =>
                  update({
                    spesen: {
                      ...spesen,
                      reisemittel: (value ?? undefined) as (typeof TIMETRACK_REISEMITTEL)[number],
                    },
                  })
                }
                error={error('spesen.reisemittel')}
                disabled={locked}
              />
              <Select
                label={t('timetrackForm:spesen.zone')}
                withAsterisk={isDetective}
                data={[...TIMETRACK_ZONES]}
                value={spesen.zone ?? null}
                onChange={(value) =>
                  update({
                    spesen: { ...spesen, zone: (value ?? undefined) as (typeof TIMETRACK_ZONES)[number] },
                  })
                }
                error={error('spesen.zone')}
                disabled={locked}
              />
            </Group>
            {timetrackKmShown(form.typ, spesen.zone) ? (
              <NumberInput
                label={t('timetrackForm:spesen.km')}
                min={0}
                value={spesen.km ?? ''}
                onChange={(value) => update({ spesen: { ...spesen, km: numberOrUndefined(value) } })}
                error={error('spesen.km')}
                disabled={locked}
              />
            ) : null}
            {TIMETRACK_RECEIPT_SLOTS.slice(0, locked ? 0 : receiptSlots).map((slot, index) => (
              <ReceiptField
                key={slot}
                label={t('timetrackForm:spesen.beleg', { number: index + 1 })}
                value={photos[slot] ?? null}
                storedName={spesen[slot]}
                maxWidth={STORED_WIDTH.receipt}
                onChange={setPhoto(slot)}
                error={index === 0 ? error('spesen.beleg') : undefined}
                testId={`time-receipt-${index}`}
              />
            ))}
          </Stack>
        ) : null}
      </Paper>

      <Group justify="space-between">
        <Button variant="default" onClick={back}>
          {t('common:util.back')}
        </Button>
        {locked ? (
          // read-only: the steps can be looked through, the save buttons become "back" (F§4 L126)
          nextTimetrackStep(form, step) !== undefined ? (
            <Button variant="default" onClick={() => setStep(nextTimetrackStep(form, step) ?? step)}>
              {t('timetrackForm:next')}
            </Button>
          ) : (
            <Button variant="default" onClick={onDone}>
              {t('common:util.back')}
            </Button>
          )
        ) : step === 0 ? (
          <Button onClick={next}>{t('timetrackForm:start_')}</Button>
        ) : savePoint ? (
          <Button onClick={next} loading={save.isPending}>
            {t('common:util.save')}
          </Button>
        ) : (
          <Button onClick={next}>{t('timetrackForm:next')}</Button>
        )}
      </Group>
      <ConfirmDialog
        opened={leaving}
        message={t('timetrackForm:leave')}
        confirmLabel={t('common:util.yes')}
        danger={false}
        onCancel={() => setLeaving(false)}
        onConfirm={() => {
          onDiscard?.();
          onDone();
        }}
      />
    </Stack>
  );
}

/** The stored image names of a saved record, written into the form. */
function pickStoredImages(record: Timetrack): Partial<TimetrackForm> {
  return {
    ...(record.tk ? { tk: record.tk } : {}),
    ...(record.detektiv ? { detektiv: record.detektiv } : {}),
    ...(record.spesen ? { spesen: record.spesen } : {}),
  };
}

/** Asks the browser to confirm closing or reloading the page while the form has changes not saved. */
function useLeaveGuard(changed: boolean) {
  useEffect(() => {
    if (!changed) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [changed]);
}
