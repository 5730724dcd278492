import { schemaResolver } from '@mantine/form';
import {
  defaultShopperBirthDate,
  isBirthDateInPast,
  ownerOnSave,
  shopperInputSchema,
  type Caller,
  type Gender,
  type Shopper,
  type ShopperInput,
} from '@agecheck/contracts';

/** The values of the shopper form (field-app spec, section 5, "Shopper"); empty choices are '' or null. */
export type ShopperFormValues = {
  nachname: string;
  vorname: string;
  date: string | null;
  gender: Gender | '';
  address: { street: string; zip: string; city: string };
  userID: string | null;
};

/** A new shopper: the default birth date is 5840 days before today (field-app spec, sections 5 and 9). */
export function newShopperValues(today: string): ShopperFormValues {
  return {
    nachname: '',
    vorname: '',
    date: defaultShopperBirthDate(today),
    gender: '',
    address: { street: '', zip: '', city: '' },
    userID: null,
  };
}

/** The form values of a stored shopper. */
export function shopperValues(shopper: Shopper): ShopperFormValues {
  return {
    nachname: shopper.nachname,
    vorname: shopper.vorname,
    date: shopper.date,
    gender: shopper.gender,
    address: { street: shopper.address.street, zip: shopper.address.zip, city: shopper.address.city },
    userID: shopper.userID || null,
  };
}

/** The body of `POST api/shoppers` (empty choices left out, so the schema reports them as missing). */
export function toShopperInput(values: ShopperFormValues, id?: string): ShopperInput {
  return {
    ...(id ? { _id: id } : {}),
    nachname: values.nachname,
    vorname: values.vorname,
    date: values.date ?? undefined,
    gender: values.gender || undefined,
    address: values.address,
    userID: values.userID || undefined,
  } as ShopperInput;
}

const validateInput = schemaResolver(shopperInputSchema, { sync: true });

/** What the form's rules depend on besides the values: the day and who saves. */
export type ShopperFormContext = { today: string; caller: Caller };

/**
 * Validates the form with the contracts' schema and rules, so the browser shows the keys the server would
 * answer: a birth date not before today is 'shopper.dateErr' (docs/decisions/0006-shoppers.md), and
 * planners and administrators must pick a user ('shopper.userErr', field-app spec, section 5): the owner
 * rule `ownerOnSave` the server applies.
 */
export function validateShopperForm(
  values: ShopperFormValues,
  { today, caller }: ShopperFormContext,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, key] of Object.entries(validateInput(toShopperInput(values)))) {
    if (typeof key === 'string') errors[path] = key;
  }
  if (values.date && !errors.date && !isBirthDateInPast(values.date, today)) errors.date = 'shopper.dateErr';
  const owner = ownerOnSave(caller, values.userID ?? undefined);
  if ('problem' in owner && owner.problem === 'userRequired') errors.userID = 'shopper.userErr';
  return errors;
}

/** Where the form returns to: the `origin` parameter when it is a path of this app, else /shopper. */
export function returnPath(origin: string | null): string {
  return origin && origin.startsWith('/') && !origin.startsWith('//') ? origin : '/shopper';
}
