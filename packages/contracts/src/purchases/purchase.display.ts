import { OTHER_REASON, presetKey, type ReasonPreset, type SpecialReason } from './presets';

/**
 * The status a list shows (field-app spec, section 4; back-office spec, section 4): "delayed and not done is
 * 'zurückgestellt'; done is 'kontrolliert'; neither is 'abgeschlossen'". A purchase with a special reason
 * shows only the reason and no status. Texts: `purchase.status.<status>`.
 */
export type DisplayStatus =
  { status: 'delayed' | 'completed' | 'checked' } | { status: null; specialReason: SpecialReason };

export function displayStatus(purchase: {
  delayed: boolean;
  done: boolean;
  specialReason?: SpecialReason;
}): DisplayStatus {
  if (purchase.specialReason) return { status: null, specialReason: purchase.specialReason };
  if (purchase.done) return { status: 'checked' };
  return { status: purchase.delayed ? 'delayed' : 'completed' };
}

/** The i18n key of a display status or of the special reason shown instead. */
export function displayStatusKey(status: DisplayStatus): string {
  return status.status === null
    ? presetKey.specialReason(status.specialReason)
    : `purchase.status.${status.status}`;
}

/**
 * The reason as reports and the back office show it: the preset's text, followed for the fourth preset by
 * the free text ("when the fourth preset reason is chosen a composed free-text reason is required",
 * field-app spec, section 5). `translate` turns a key into the reader's language.
 */
export function composedReason(
  purchase: { reasonTMP?: ReasonPreset; reason?: string },
  translate: (key: string) => string,
): string {
  if (!purchase.reasonTMP) return '';
  const preset = translate(presetKey.reason(purchase.reasonTMP));
  const free = purchase.reason?.trim();
  return purchase.reasonTMP === OTHER_REASON && free ? `${preset}: ${free}` : preset;
}

/**
 * How a purchase left for the document system (back-office spec, section 2: "export as Auto, Manuell or Nicht
 * exportiert"): the automatic export wins over a manual one. Texts: `purchase.export.<state>`.
 */
export type ExportState = 'auto' | 'manual' | 'none';

type Exported = { autoExport?: { exported: boolean }; manualExport?: { exported: boolean } };

export function exportState(purchase: Exported): ExportState {
  if (purchase.autoExport?.exported) return 'auto';
  return purchase.manualExport?.exported ? 'manual' : 'none';
}

/**
 * The row actions of the all-purchases list besides detail and delete (back-office spec, section 2): "check or
 * edit (hidden when automatically exported); download report (hidden when delayed or when a special reason
 * exists)".
 */
export function purchaseRowActions(
  purchase: Exported & { delayed: boolean; specialReason?: SpecialReason },
): { edit: boolean; download: boolean } {
  return {
    edit: !purchase.autoExport?.exported,
    download: !purchase.delayed && !purchase.specialReason,
  };
}
