import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { downloadCategoryInputSchema, LANGUAGES, type DownloadCategory } from '@agecheck/contracts';
import { EditDialog } from '@agecheck/ui/edit-dialog';
import { useCatalogForm } from '../../catalog/catalog-form';
import { useSaveDownloadCategory } from '../downloads-admin.api';

type Props = {
  /** The category to change; undefined for a new one. */
  category?: DownloadCategory;
  onClose: () => void;
};

/** Creates or changes a download category: its name in de, fr and it, all required (B§5 L138). */
export function CategoryDialog({ category, onClose }: Props) {
  const { t } = useTranslation(['admin', 'common']);
  const save = useSaveDownloadCategory();
  const { form, field, saveOutcome } = useCatalogForm(downloadCategoryInputSchema, {
    names: { de: category?.names.de ?? '', fr: category?.names.fr ?? '', it: category?.names.it ?? '' },
  });

  return (
    <EditDialog
      title={t(category ? 'admin:downloadsAdmin.editCategory' : 'admin:downloadsAdmin.newCategory')}
      saving={save.isPending}
      dirty={form.isDirty()}
      onSubmit={form.onSubmit((values) =>
        save.mutate(
          { ...downloadCategoryInputSchema.parse(values), _id: category?._id },
          saveOutcome(onClose),
        ),
      )}
      onClose={onClose}
    >
      {LANGUAGES.map((language) => (
        <TextInput
          key={language}
          label={t(`admin:downloadsAdmin.field.name_${language}`)}
          withAsterisk
          {...field(`names.${language}`)}
        />
      ))}
    </EditDialog>
  );
}
