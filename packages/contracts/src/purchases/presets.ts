// The preset lists the spec leaves open (field-app spec, section 9: "Lists of preset reasons, problems and
// positions for the purchase form are not shown"), decided in docs/decisions/0013-purchase-rules.md.
// Each entry is stored as its id; its text is the i18n key `purchase.<list>.<id>` (de, fr, it in
// @agecheck/i18n's common namespace).

/**
 * Why the regulations were not respected (field-app spec, section 5), in this order: 1 the cashier
 * estimated the customer older, 2 calculated the age wrongly, 3 misread the ID, 4 other reasons (free text,
 * the composed reason). The back office's manual-verification rule names them (back-office spec, section 5).
 */
export const REASON_PRESETS = ['estimatedOlder', 'wrongAgeCalculation', 'idMisread', 'other'] as const;
export type ReasonPreset = (typeof REASON_PRESETS)[number];
/** The fourth preset, which asks for the free text. */
export const OTHER_REASON: ReasonPreset = 'other';

/** Why a signature is missing (field-app spec, section 5: "signatures required unless a problem is chosen"). */
export const SIGNATURE_PROBLEMS = ['refused', 'absent', 'other'] as const;
export type SignatureProblem = (typeof SIGNATURE_PROBLEMS)[number];

/** The position of the person signing as chief (field-app spec, section 9: "Cashier positions: manager, deputy, employee"). */
export const CHIEF_POSITIONS = ['manager', 'deputy', 'employee'] as const;
export type ChiefPosition = (typeof CHIEF_POSITIONS)[number];

/**
 * The special reasons of the wizard's bottom sheet, which finish a purchase at once (field-app spec,
 * section 4); `productsMissing` is the one the back office's remark rule names (back-office spec, section 5).
 */
export const SPECIAL_REASONS = ['storeClosed', 'storeNotFound', 'productsMissing', 'other'] as const;
export type SpecialReason = (typeof SPECIAL_REASONS)[number];

/** The i18n key of a preset's text. */
export const presetKey = {
  reason: (id: ReasonPreset) => `purchase.reasons.${id}`,
  signatureProblem: (id: SignatureProblem) => `purchase.signatureProblems.${id}`,
  chiefPosition: (id: ChiefPosition) => `purchase.chiefPositions.${id}`,
  specialReason: (id: SpecialReason) => `purchase.specialReasons.${id}`,
} as const;
