import { schemaResolver, useForm } from '@mantine/form';
import { formErrorsFromApi, notify } from '@agecheck/ui';
import { useMessageText } from './catalog-text';

/**
 * A form of the catalogue's screens, validated with the contracts' schema (so it shows the keys the server
 * would answer), its errors translated, and what follows a save: 'Erfolgreich gespeichert!', or the server's
 * field errors on their fields and its message as a toast.
 */
export function useCatalogForm<Values extends Record<string, unknown>>(
  schema: Parameters<typeof schemaResolver>[0],
  initialValues: Values,
) {
  const { text, errorText } = useMessageText();
  const form = useForm<Values>({ initialValues, validate: schemaResolver(schema, { sync: true }) });

  const field = (path: string) => {
    const props = form.getInputProps(path);
    return { ...props, error: props.error ? text(String(props.error)) : undefined };
  };

  const saveOutcome = (onSaved: () => void) => ({
    onSuccess: () => {
      notify({ color: 'green', message: text('util.saved') });
      onSaved();
    },
    onError: (error: unknown) => {
      const fieldErrors = formErrorsFromApi(error);
      if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
      notify({ color: 'red', message: errorText(error) });
    },
  });

  return { form, field, saveOutcome };
}
