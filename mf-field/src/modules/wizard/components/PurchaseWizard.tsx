import {
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
} from 'react';
import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { purchaseInputSchema, type Purchase, type SpecialReason, type Store } from '@agecheck/contracts';
import { ConfirmDialog, errorMessageKey, notify, useMyShoppers, useShell } from '@agecheck/ui';
import { useOpenEntries } from '../../open-purchases/open-purchases.api';
import { purchaseKeys, useRoundCheck, useShopperTests } from '../../purchases/purchases.api';
import { useArticleAgeLimit, useStore } from '../../stores/stores.api';
import { keepDraft, type LocalPurchase } from '../local-purchase';
import { savePurchase, type PurchasePhotos } from '../purchase-sender';
import { withSaveAnswer } from '../save-answer';
import { useQueuedShopperTests, withQueuedTests } from '../queued-shopper-tests';
import { usePurchaseRules } from '../use-purchase-rules';
import {
  draftOf,
  errorsOfStep,
  newDraft,
  withCashierNames,
  withStore,
  type PurchaseDraft,
} from '../wizard-form';
import {
  AUTOSAVE_DELAY_MS,
  LAST_STEP,
  MAP_DELAY_MS,
  nextStep,
  previousStep,
  progress,
  type WizardStep,
} from '../wizard-steps';
import type { StoreMap as StoreMapComponent } from '../../stores/components/StoreMap';
import { DataStep } from './DataStep';
import { EvidenceStep } from './EvidenceStep';
import { NoShopperDialog } from './NoShopperDialog';
import { ProblemStep } from './ProblemStep';
import { SpecialReasonSheet } from './SpecialReasonSheet';
import { StoreStep } from './StoreStep';
import { StoreMenu } from './StoreMenu';
import { StoreWarnings } from './StoreWarnings';

/** How long after the last change the form is kept on the phone. */
const DRAFT_DELAY_MS = 1_000;

type StoreMapProps = ComponentProps<typeof StoreMapComponent>;

/** In place of the map when its code cannot be loaded (offline before the map was ever shown). */
function NoMap(_props: StoreMapProps) {
  return null;
}

// OpenLayers is large: it loads only once a store is chosen, after the map's delay. Offline, before the map
// was ever loaded, the wizard goes on without it instead of failing as a whole.
const StoreMap = lazy<ComponentType<StoreMapProps>>(() =>
  import('../../stores/components/StoreMap').then(
    (m) => ({ default: m.StoreMap }),
    () => ({ default: NoMap }),
  ),
);

type Props = {
  /** The purchase's id, made on the phone when the form opened. */
  id: string;
  /** The stored purchase when going on with one; undefined for a new one. */
  stored: Purchase | undefined;
  /** The store to start with (param `store`), e.g. 'new purchase for the same store'. */
  storeId: string | undefined;
  /** What the phone keeps of this purchase (a draft, or a save not sent yet): it goes before `stored`. */
  local?: LocalPurchase;
};

type Save = { input: PurchaseDraft; photos: PurchasePhotos; final: boolean };

/** True once `delay` ms have passed since `active` became true. */
function useDelayed(active: boolean, delay: number): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => setPassed(true), delay);
    return () => window.clearTimeout(timer);
  }, [active, delay]);
  return active && passed;
}

/**
 * The purchase wizard (field-app spec, section 2): progress bar, four steps (step 3 skipped when regulations
 * were respected), autosave 8 s after the store is loaded, the map after 3 s, the special-reason bottom sheet,
 * the store's warnings with their override checkbox, 'purchase.error.notComplete' before going on with an
 * incomplete form, and 'purchase.end.completed' / '.delayed' with the move to the list.
 */
export function PurchaseWizard({ id, stored, storeId, local }: Props) {
  const { t } = useTranslation(['field', 'common']);
  const { user, updateSettings } = useShell();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const shoppers = useMyShoppers();
  const editMode = stored !== undefined;

  const [initial] = useState(() => ({
    draft: local?.draft ?? (stored ? draftOf(stored) : newDraft(id, new Date())),
    photos: local?.photos ?? {},
  }));
  const [draft, setDraft] = useState<PurchaseDraft>(initial.draft);
  const [photos, setPhotos] = useState<PurchasePhotos>(initial.photos);
  const [step, setStep] = useState<WizardStep>(local?.step ?? (stored || storeId ? 2 : 1));
  const [errorsShown, setErrorsShown] = useState<ReadonlySet<WizardStep>>(new Set());
  const [pendingConfirm, setPendingConfirm] = useState<(() => void) | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);

  const store = useStore(draft.storeID || storeId);
  // A store given by the address is written into the purchase as soon as it is loaded.
  const current =
    !draft.storeID && store.data ? withStore(draft, store.data, t(`storeType.${store.data.type}`)) : draft;
  const update = (patch: Partial<PurchaseDraft>) => setDraft({ ...current, ...patch });
  const storeLoaded = Boolean(current.storeID && store.data);

  const openEntries = useOpenEntries();
  const sprintEntry = openEntries.data?.find((entry) => entry.storeID === current.storeID);
  const shopperTests = useShopperTests(current.storeID || undefined);
  // a test still waiting on the phone counts too: a second offline test of the store with the shopper warns
  const queuedTests = useQueuedShopperTests(user._id);
  const knownTests = useMemo(
    () => withQueuedTests(shopperTests.data, queuedTests, current.storeID),
    [shopperTests.data, queuedTests, current.storeID],
  );
  const articleAgeLimit = useArticleAgeLimit(current.article);
  const checkSprint = useRoundCheck();
  const rules = usePurchaseRules(current, photos, {
    store: store.data,
    sprintEntry,
    userID: user._id,
    editMode,
    shopperTests: knownTests,
    articleAgeLimit,
    checkSprint,
  });
  const latest = useRef({ current, photos });
  useEffect(() => {
    latest.current = { current, photos };
  });

  // What is typed is kept on the phone a moment later (decision 0018): a reload or a closed tab loses
  // nothing. An untouched form keeps nothing, so an opened and left wizard leaves no draft behind.
  const touched = draft !== initial.draft || photos !== initial.photos;
  const lastSaved = useRef<Save | undefined>(undefined);
  useEffect(() => {
    if (!touched) return;
    const timer = window.setTimeout(() => {
      const { current: form, photos: taken } = latest.current;
      // what was just saved is queued already (the queue dropped its draft)
      if (lastSaved.current?.input === form && lastSaved.current.photos === taken) return;
      void keepDraft(user._id, form, step, taken).catch(() => undefined);
    }, DRAFT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [touched, draft, photos, step, user._id]);

  const save = useMutation({
    // The outbox stores the save on the phone first: offline it must run, not wait for the network.
    networkMode: 'always',
    mutationFn: ({ input, photos: toSend, final }: Save) =>
      savePurchase(user._id, purchaseInputSchema.parse(input), toSend, { autosave: !final }),
    onSuccess: (result, { input, final, photos: sent }) => {
      if (result.state === 'refused') {
        if (final) notify({ color: 'red', message: t(`common:${errorMessageKey(result.error)}`) });
        return;
      }
      if (result.state === 'queued') {
        // On the phone, sent when the network is there: the wizard says so and offers the next purchase
        // for the same store (the store step needs the network; the store in hand is known).
        if (!final) return;
        void navigate(`/purchases/detail?queued=1&store=${encodeURIComponent(input.storeID)}`);
        return;
      }
      const purchase = result.purchase;
      // The open purchase takes the answer as it is: refetching it would show the page's load state and
      // start the wizard again from what was stored, losing what was typed since this save left.
      queryClient.setQueryData(purchaseKeys.one(id), purchase);
      void queryClient.invalidateQueries({
        queryKey: purchaseKeys.all,
        predicate: (query) => query.queryKey.join('/') !== purchaseKeys.one(id).join('/'),
      });
      // What was sent is stored now: the form takes the stored names of the photos it still holds, and
      // keeps everything changed while the save was on its way (the answer knows only what was sent).
      setDraft(
        (draftNow) =>
          withSaveAnswer({ draft: draftNow, photos: latest.current.photos }, sent, purchase).draft,
      );
      setPhotos(
        (photosNow) =>
          withSaveAnswer({ draft: latest.current.current, photos: photosNow }, sent, purchase).photos,
      );
      if (!final) return;
      const names = withCashierNames(user.settings.autoComplete, purchase.cashier);
      // The list is a convenience: a failure to store it must not hold up the purchase.
      if (names.length > user.settings.autoComplete.length)
        void updateSettings({ autoComplete: names }).catch(() => undefined);
      const delayed = purchase.delayed;
      notify({
        color: 'green',
        message: t(delayed ? 'field:purchase.end.delayed' : 'field:purchase.end.completed'),
      });
      void navigate(delayed ? '/purchases/delayed' : '/purchases/completed');
    },
    // Only the phone's own storage can fail here (IndexedDB full or refused): the purchase is not saved.
    onError: (error, { final }) => {
      if (final) notify({ color: 'red', message: t(`common:${errorMessageKey(error)}`) });
    },
  });

  const saveNow = (toSave: Save) => {
    lastSaved.current = toSave;
    save.mutate(toSave);
  };

  // Autosave 8 s after the store is loaded (field-app spec, section 9), with what is typed by then.
  useEffect(() => {
    if (!storeLoaded) return;
    const timer = window.setTimeout(
      () => saveNow({ input: latest.current.current, photos: latest.current.photos, final: false }),
      AUTOSAVE_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per store, not per keystroke
  }, [storeLoaded, current.storeID]);

  const showMap = useDelayed(storeLoaded, MAP_DELAY_MS);

  const chooseStore = (chosen: Store) => {
    const entry = openEntries.data?.find((candidate) => candidate.storeID === chosen._id);
    setDraft({
      ...withStore(current, chosen, t(`storeType.${chosen.type}`)),
      ...(entry ? { sprintListID: entry.sprintListID } : {}),
    });
    setStep(2);
  };

  /** Goes on after showing the step's errors; an incomplete step asks 'purchase.error.notComplete' first. */
  const guard = (stepToCheck: WizardStep | 'all', proceed: () => void) => {
    const stepErrors = stepToCheck === 'all' ? rules.errors : errorsOfStep(rules.errors, stepToCheck);
    setErrorsShown(
      (shown) => new Set([...shown, ...(stepToCheck === 'all' ? ([2, 3, 4] as const) : [stepToCheck])]),
    );
    if (Object.keys(stepErrors).length === 0) proceed();
    else setPendingConfirm(() => proceed);
  };

  const next = () => guard(step, () => setStep(nextStep(step, current.regulationsRespected)));
  const back = () => setStep(previousStep(step, current.regulationsRespected));
  const finish = () => guard('all', () => saveNow({ input: current, photos, final: true }));
  const finishSpecial = (specialReason: SpecialReason) => {
    setSheetOpen(false);
    saveNow({ input: { ...current, specialReason }, photos, final: true });
  };

  const errorsFor = (shownStep: WizardStep) =>
    errorsShown.has(shownStep) ? errorsOfStep(rules.errors, shownStep) : {};
  const fieldProps = { draft: current, update, store: store.data, rules };

  if (shoppers.isSuccess && shoppers.data.length === 0) return <NoShopperDialog />;

  return (
    <Stack>
      <Paper withBorder radius="md" p="sm">
        <Text size="sm" mb={6} id="wizard-progress-label">
          {t('field:purchase.step', { step, max: LAST_STEP })} · {t(`field:purchase.stepTitle.${step}`)}
        </Text>
        <Progress.Root data-testid="wizard-progress">
          <Progress.Section
            value={progress(step)}
            aria-label={t('field:purchase.step', { step, max: LAST_STEP })}
          />
        </Progress.Root>
      </Paper>

      {step > 1 && store.data ? (
        <Paper withBorder radius="md" p="sm" data-testid="wizard-store">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text fw={600}>
              {current.name} ({current.vst})
            </Text>
            <StoreMenu store={store.data} />
          </Group>
          <Text size="sm" c="dimmed">
            {store.data.street}, {store.data.plz} {store.data.city}
          </Text>
          {showMap ? (
            <Suspense fallback={null}>
              <StoreMap points={[{ name: store.data.name, ...store.data.geo }]} />
            </Suspense>
          ) : null}
        </Paper>
      ) : null}

      {step > 1 ? (
        <StoreWarnings
          warnings={rules.warnings}
          overridden={current.overriddenWarnings ?? []}
          onChange={(overriddenWarnings) => update({ overriddenWarnings })}
        />
      ) : null}

      <Paper withBorder radius="md" p="md">
        {step === 1 ? <StoreStep onChoose={chooseStore} /> : null}
        {step === 2 ? (
          <DataStep {...fieldProps} errors={errorsFor(2)} shoppers={shoppers.data ?? []} />
        ) : null}
        {step === 3 ? <ProblemStep {...fieldProps} errors={errorsFor(3)} /> : null}
        {step === 4 ? (
          <EvidenceStep {...fieldProps} errors={errorsFor(4)} photos={photos} onPhotos={setPhotos} />
        ) : null}
      </Paper>

      {step > 1 ? (
        <Group justify="space-between">
          <Group gap="xs">
            <Button variant="default" onClick={back}>
              {t('common:util.back')}
            </Button>
            <Button variant="subtle" onClick={() => setSheetOpen(true)}>
              {t('field:purchase.special.open')}
            </Button>
          </Group>
          {step < LAST_STEP ? (
            <Button onClick={next}>{t('field:purchase.next')}</Button>
          ) : (
            <Button onClick={finish} loading={save.isPending && save.variables?.final}>
              {t('common:util.save')}
            </Button>
          )}
        </Group>
      ) : null}

      <SpecialReasonSheet opened={sheetOpen} onClose={() => setSheetOpen(false)} onChoose={finishSpecial} />
      <ConfirmDialog
        opened={pendingConfirm !== null}
        message={t('field:purchase.error.notComplete')}
        confirmLabel={t('field:purchase.continueAnyway')}
        danger={false}
        onCancel={() => setPendingConfirm(null)}
        onConfirm={() => {
          const proceed = pendingConfirm;
          setPendingConfirm(null);
          proceed?.();
        }}
      />
    </Stack>
  );
}
