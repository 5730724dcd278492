/**
 * The four steps of the purchase wizard (field-app spec, section 2, "Purchase wizard"): 1 store lookup,
 * 2 purchase data, 3 problem details, 4 files and signatures.
 */
export const WIZARD_STEPS = [1, 2, 3, 4] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
export const LAST_STEP: WizardStep = 4;

/** Step 3 is skipped when regulations were respected: step 2 goes on to step 4. */
export function nextStep(step: WizardStep, regulationsRespected: boolean | undefined): WizardStep {
  if (step === 2 && regulationsRespected === true) return 4;
  return Math.min(step + 1, LAST_STEP) as WizardStep;
}

/** Going back from step 4 returns two steps when regulations were respected. */
export function previousStep(step: WizardStep, regulationsRespected: boolean | undefined): WizardStep {
  if (step === 4 && regulationsRespected === true) return 2;
  return Math.max(step - 1, 1) as WizardStep;
}

/** The progress bar: the step divided by the last step, in percent. */
export function progress(step: WizardStep): number {
  return (step / LAST_STEP) * 100;
}

/** The form autosaves 8 seconds after the store is loaded; the map shows after 3 seconds (section 9). */
export const AUTOSAVE_DELAY_MS = 8_000;
export const MAP_DELAY_MS = 3_000;
