import { isKtType } from '../stores/store-types';
import { OTHER_REASON } from './presets';
import {
  cashierNamesShown,
  cashierNumberApplies,
  isLotteryStore,
  languageAsked,
  reasonRequired,
  selfEntryAsked,
  signaturesRequired,
  storeTypeOf,
  type PurchaseForRules,
} from './purchase.rules';

// Which fields of the purchase form are shown (field-app spec, section 5), decided once for the wizard next
// to the rules that require them, so that a required field is never hidden (purchase-fields.spec.ts checks
// every store type and outcome against validatePurchase).

/**
 * The fields of the purchase form that the store type or the answers so far may hide. The others (shopper,
 * date, time, test type, article, pass, age, regulations, crowded level, remarks, manual upload, 'no
 * receipt', the store's warnings) are always shown.
 */
export type ShownPurchaseFields = {
  /** German or French, in canton VS. */
  lang: boolean;
  cashierGender: boolean;
  /** The cashier's last and first name. */
  cashierNames: boolean;
  cashierNumber: boolean;
  /** The checkout type. */
  kks: boolean;
  /** Article name, packaging, size and price of a kt store. */
  ktArticle: boolean;
  /** The article's alcohol by volume: kt stores, alcohol tests. */
  articleAlcohol: boolean;
  lotNumber: boolean;
  selfEntry: boolean;
  /** The preset reason (step 3). */
  reason: boolean;
  /** The free text of the fourth preset reason. */
  composedReason: boolean;
  /** The signature problems and the chief's position (step 3). */
  signatures: boolean;
  /** The cashier's signature pad (step 4), unless a problem is chosen. */
  cashierSignature: boolean;
  /** The chief's signature pad (step 4), unless a problem is chosen. */
  chiefSignature: boolean;
  /** The report image, when the report was filled in on paper. */
  image: boolean;
  /** The receipt photo, unless 'no receipt' is ticked. */
  bill: boolean;
  /** The reason for 'no receipt'. */
  noQuittReason: boolean;
};

/** What the form knows besides the purchase: the store's canton. */
export type ShownFieldsContext = { canton?: string };

/** The fields of the form shown for this purchase as it stands (field-app spec, section 5). */
export function shownPurchaseFields(
  purchase: PurchaseForRules,
  context: ShownFieldsContext,
): ShownPurchaseFields {
  const type = purchase.type[0];
  const storeType = storeTypeOf(purchase);
  const kt = isKtType(storeType);
  const signatures = signaturesRequired(purchase);
  return {
    lang: languageAsked(context.canton),
    cashierGender: !isLotteryStore(storeType),
    cashierNames: cashierNamesShown(storeType),
    cashierNumber: cashierNumberApplies(type),
    kks: !isLotteryStore(storeType),
    ktArticle: kt,
    articleAlcohol: kt && purchase.testType === 'Alkohol',
    lotNumber: kt && purchase.regulationsRespected === false,
    selfEntry: selfEntryAsked(purchase),
    reason: reasonRequired(purchase),
    composedReason: reasonRequired(purchase) && purchase.reasonTMP === OTHER_REASON,
    signatures,
    cashierSignature: signatures && !purchase.signatures.cashier.problem,
    chiefSignature: signatures && !purchase.signatures.chief.problem,
    image: purchase.manualUpload === true,
    bill: purchase.noReceipt !== true,
    noQuittReason: purchase.noReceipt === true,
  };
}
