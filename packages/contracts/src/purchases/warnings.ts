/**
 * The store warnings of the wizard (field-app spec, section 8: wrongUser, all alcohol / media / tobacco
 * done, store not in the current round; section 5: "all alcohol, tobacco or media tests already done;
 * none needed") and the tester protection warnings (issue 7). Each shows the i18n key
 * `purchase.error.<code>` and is overridden with a checkbox.
 */
export const PURCHASE_WARNINGS = [
  'wrongUser',
  'notInSprint',
  'allAlk',
  'allTabak',
  'allMedia',
  'noAlk',
  'noTabak',
  'noMedia',
  'shopperRecentlyTested',
  'shopperAgeOutsideBand',
] as const;
export type PurchaseWarning = (typeof PURCHASE_WARNINGS)[number];
