import { useState } from 'react';
import { Alert, MultiSelect, PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  PERSON_ROLES,
  userFormErrors,
  type Role,
  type UserAdminItem,
  type UserForm,
} from '@agecheck/contracts';
import { errorMessageKey, isApiError, notify } from '@agecheck/ui';
import { EditDialog } from '@agecheck/ui/edit-dialog';
import { useSaveUser } from '../users-admin.api';

type Values = {
  name: string;
  email: string;
  mail: string;
  password: string;
  role: Role[];
  pNr: string;
  vl: string;
};

const valuesOf = (user: UserAdminItem | 'new'): Values =>
  user === 'new'
    ? { name: '', email: '', mail: '', password: '', role: [], pNr: '', vl: '' }
    : {
        name: user.name,
        email: user.email,
        mail: user.mail === user.email ? '' : user.mail,
        password: '',
        role: user.role,
        pNr: user.pNr ?? '',
        vl: user.vl ?? '',
      };

function formOf(values: Values, user: UserAdminItem | 'new'): UserForm {
  return {
    ...(user === 'new' ? {} : { _id: user._id, deleted: user.deleted }),
    name: values.name.trim(),
    email: values.email.trim().toLowerCase(),
    role: values.role,
    ...(values.password ? { password: values.password } : {}),
    ...(values.mail.trim() ? { mail: values.mail.trim() } : {}),
    ...(values.pNr.trim() ? { pNr: values.pNr.trim() } : {}),
    ...(values.vl.trim() ? { vl: values.vl.trim() } : {}),
  };
}

type Props = { user: UserAdminItem | 'new' | null; onClose: () => void };

/**
 * The user form of /admin/users (D.1, back-office spec, section 5, L132): exactly name, login e-mail,
 * contact mail, password (required on creation, a new one on edit, D-C8), roles (without 'therefore', D-C6),
 * personnel number (D-C2) and the VL of a portal user (a text: svc-promo has no VL list yet, D-C5).
 */
export function UserEditDialog({ user, onClose }: Props) {
  return user ? (
    <UserEditModal key={user === 'new' ? 'new' : user._id} user={user} onClose={onClose} />
  ) : null;
}

function UserEditModal({ user, onClose }: { user: UserAdminItem | 'new'; onClose: () => void }) {
  const { t } = useTranslation(['common']);
  const save = useSaveUser();
  const [failure, setFailure] = useState<string | null>(null);
  const creating = user === 'new';
  const form = useForm<Values>({
    initialValues: valuesOf(user),
    validate: (values) =>
      Object.fromEntries(userFormErrors(formOf(values, user), creating).map(({ path, key }) => [path, key])),
  });
  const error = (path: keyof Values) => {
    const key = form.errors[path];
    return typeof key === 'string' ? t(key) : undefined;
  };
  const portal = form.values.role.includes('portalUser') && !form.values.role.includes('portalAdmin');

  const submit = form.onSubmit(
    (values) => {
      setFailure(null);
      save.mutate(formOf(values, user), {
        onSuccess: () => {
          notify({ color: 'green', message: t('util.saved') });
          onClose();
        },
        onError: (failed) => {
          if (isApiError(failed) && failed.fieldErrors.length > 0)
            form.setErrors(Object.fromEntries(failed.fieldErrors.map(({ path, key }) => [path, key])));
          else if (isApiError(failed) && failed.message === 'users.emailTaken')
            form.setErrors({ email: failed.message });
          else if (isApiError(failed) && failed.message === 'users.pNrTaken')
            form.setErrors({ pNr: failed.message });
          else setFailure(t(errorMessageKey(failed)));
        },
      });
    },
    // a new user with an empty name, e-mail or password: 'Bitte überprüfen Sie Ihre Eingabe.' (B§5 L132)
    () => setFailure(t('users.checkInput')),
  );

  return (
    <EditDialog
      title={creating ? t('users.newTitle') : t('users.editTitle')}
      saving={save.isPending}
      onSubmit={submit}
      onClose={onClose}
      dirty={form.isDirty()}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('users.name')}
          withAsterisk
          {...form.getInputProps('name')}
          error={error('name')}
        />
        <TextInput
          label={t('users.email')}
          type="email"
          withAsterisk
          autoComplete="off"
          {...form.getInputProps('email')}
          error={error('email')}
        />
        <TextInput
          label={t('users.mail')}
          description={t('users.mailHint')}
          type="email"
          {...form.getInputProps('mail')}
          error={error('mail')}
        />
        <PasswordInput
          label={t('users.password')}
          description={creating ? t('settings.pwHint') : t('users.passwordEditHint')}
          withAsterisk={creating}
          autoComplete="new-password"
          {...form.getInputProps('password')}
          error={error('password')}
        />
        <MultiSelect
          label={t('users.role')}
          searchable
          data={PERSON_ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }))}
          {...form.getInputProps('role')}
          error={error('role' as keyof Values)}
        />
        <TextInput label={t('users.pNr')} {...form.getInputProps('pNr')} error={error('pNr')} />
        {form.values.role.includes('portalUser') ? (
          <TextInput
            label={t('users.vl')}
            description={t('users.vlAll')}
            withAsterisk={portal}
            {...form.getInputProps('vl')}
            error={error('vl')}
          />
        ) : null}
      </SimpleGrid>
      {failure ? <Alert color="red">{failure}</Alert> : null}
    </EditDialog>
  );
}
