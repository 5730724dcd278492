import { z } from 'zod';
import { MAX } from '../common';
import { ROLES, roleSchema, type Role } from '../roles';

/**
 * The password rule of every way a password is set (back-office spec, section 5, L132; field-app spec, section 5,
 * L138; decision D-C7): at least 8 characters, a lower-case letter, an upper-case letter, a digit, no whitespace.
 * The realm's password policy is the same rule (infra/keycloak/realm.template.json).
 */
export function isValidPassword(password: string): boolean {
  return (
    password.length >= 8 &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /\d/.test(password) &&
    !/\s/.test(password)
  );
}

/** The most a password may have (Keycloak's own limit is far above; this keeps requests small). */
export const MAX_PASSWORD = 128;

/** The roles the user form offers people: 'therefore' is the export interface's service account (D-C6). */
export const PERSON_ROLES = ROLES.filter((role) => role !== 'therefore') as Exclude<Role, 'therefore'>[];

const optionalText = (max: number) => z.string().trim().max(max).optional();

/**
 * What the administrator's user form sends (D.1; `POST api/users` to create, `POST api/users/update` {user} to
 * edit). `email` is the login name (D-C1), `mail` the contact address (defaults to `email`); `password` is
 * required on creation only and sets a new one on edit (D-C8); `pNr` the personnel number (D-C2). The rules
 * beside the shape are {@link userFormErrors}.
 */
export const userFormSchema = z
  .object({
    _id: z.string().min(1).max(MAX.id).optional(),
    name: z.string().trim().max(MAX.name),
    email: z.string().trim().toLowerCase().max(MAX.email),
    password: z.string().max(MAX_PASSWORD).optional(),
    role: z.array(roleSchema).max(ROLES.length),
    pNr: optionalText(MAX.id),
    vl: optionalText(MAX.name),
    mail: optionalText(MAX.email),
    deleted: z.boolean().optional(),
  })
  .strict();
export type UserForm = z.infer<typeof userFormSchema>;

/** The edit call's body: `{ user }` (back-office spec, section 7, `POST api/users/update`). */
export const userUpdateSchema = z.object({ user: userFormSchema.required({ _id: true }) }).strict();
export type UserUpdate = z.infer<typeof userUpdateSchema>;

export type UserFormError = { path: string; key: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The field errors of the user form (back-office spec, section 5, L132; D.1; D-C7): name, login name and mail
 * required (mail defaults to the login name), login name and mail valid addresses, password required on
 * creation and following the password rule when given, the VL required for a portalUser without portalAdmin,
 * and no 'therefore' for a person (D-C6). Empty when the form is valid.
 */
export function userFormErrors(form: UserForm, creating: boolean): UserFormError[] {
  const errors: UserFormError[] = [];
  if (!form.name) errors.push({ path: 'name', key: 'users.nameErr' });
  if (!form.email) errors.push({ path: 'email', key: 'users.mailErr' });
  else if (!EMAIL.test(form.email)) errors.push({ path: 'email', key: 'users.mailInvalid' });
  if (form.mail && !EMAIL.test(form.mail)) errors.push({ path: 'mail', key: 'users.mailInvalid' });
  if (creating && !form.password) errors.push({ path: 'password', key: 'users.pwRequired' });
  else if (form.password && !isValidPassword(form.password))
    errors.push({ path: 'password', key: 'users.pwRule' });
  if (form.role.includes('portalUser') && !form.role.includes('portalAdmin') && !form.vl)
    errors.push({ path: 'vl', key: 'users.vlErr' });
  if (form.role.includes('therefore')) errors.push({ path: 'role', key: 'users.roleErr' });
  return errors;
}

/** The message of a new user with an empty name, e-mail or password (back-office spec, section 5, L132). */
export const USER_FORM_CHECK_KEY = 'users.checkInput';

/**
 * Every message key the user form, the users administration and the password change answer (D.1, D.3;
 * decision 0043): the gateway's error table uses these, the screens show them in de, fr and it.
 */
export const USER_MESSAGE_KEYS = [
  USER_FORM_CHECK_KEY,
  'users.nameErr',
  'users.mailErr',
  'users.mailInvalid',
  'users.pwRequired',
  'users.pwRule',
  'users.vlErr',
  'users.roleErr',
  'users.emailTaken',
  'users.pNrTaken',
  'users.selfDelete',
  'users.selfAdmin',
  'users.notFound',
  'users.identityUnavailable',
  'settings.pwRule',
  'settings.pwWrong',
  'settings.pwNotCom',
  'settings.saved',
] as const;

/** A user as the administrator's list shows it (D.1), with the signature indicator. */
export const userAdminItemSchema = z.object({
  _id: z.string().max(MAX.id),
  name: z.string().max(MAX.name),
  email: z.string().max(MAX.email),
  mail: z.string().max(MAX.email),
  role: z.array(roleSchema).max(ROLES.length),
  pNr: z.string().max(MAX.id).optional(),
  vl: z.string().max(MAX.name).optional(),
  deleted: z.boolean(),
  /** The user has a stored signature (`settings.signature`). */
  signature: z.boolean(),
});
export type UserAdminItem = z.infer<typeof userAdminItemSchema>;

export const USERS_PAGE_SIZE = 50;

/** `GET api/users/admin?search=&role=&deleted=&page=` (D.1 decision). */
export const userAdminQuerySchema = z.object({
  search: z.string().trim().max(MAX.name).optional(),
  role: roleSchema.optional(),
  /** 'true': deleted users are listed too. */
  deleted: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type UserAdminQuery = z.infer<typeof userAdminQuerySchema>;

export const userAdminPageSchema = z.object({
  items: z.array(userAdminItemSchema).max(USERS_PAGE_SIZE),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().min(0),
});
export type UserAdminPage = z.infer<typeof userAdminPageSchema>;

/** `PUT api/users/{id}/password` (field-app spec, section 7, L192; D.3). */
export const passwordChangeSchema = z
  .object({
    oldPassword: z.string().min(1).max(MAX_PASSWORD),
    newPassword: z.string().min(1).max(MAX_PASSWORD),
  })
  .strict();
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** Whether a caller may remove or demote a user: not themself, not their own admin role (D-C4). */
export function selfChangeRefusal(
  callerId: string,
  target: { _id: string; role: readonly Role[]; deleted?: boolean },
): 'self-delete' | 'self-admin' | undefined {
  if (callerId !== target._id) return undefined;
  if (target.deleted) return 'self-delete';
  if (!target.role.includes('admin')) return 'self-admin';
  return undefined;
}
