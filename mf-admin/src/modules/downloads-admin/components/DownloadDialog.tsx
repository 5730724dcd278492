import { FileInput, MultiSelect, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  DOWNLOAD_ROLES,
  downloadInputSchema,
  type Download,
  type DownloadCategory,
} from '@agecheck/contracts';
import { EditDialog } from '@agecheck/ui/edit-dialog';
import { useCatalogForm } from '../../catalog/catalog-form';
import { useSaveDownload } from '../downloads-admin.api';

type Props = {
  /** The download to change; undefined for a new one. */
  download?: Download;
  categories: readonly DownloadCategory[];
  onClose: () => void;
};

/** The form's rules: those of the contracts, but the file is a new upload or the one the download has. */
const formSchema = downloadInputSchema.omit({ file: true });

/**
 * Creates or changes a download (B§5 L138): category, roles (without admin, who sees every download), name,
 * all required; a file (pdf, xlsx, docx, png or jpg, at most 20 MB), required unless the download has one.
 */
export function DownloadDialog({ download, categories, onClose }: Props) {
  const { t } = useTranslation(['admin', 'common']);
  const save = useSaveDownload();
  const { form, field, saveOutcome } = useCatalogForm(formSchema, {
    category: download?.category ?? '',
    roles: download?.roles ?? ([] as string[]),
    name: download?.name ?? '',
    upload: null as File | null,
  });

  const submit = form.onSubmit((values) => {
    if (!values.upload && !download) {
      form.setFieldError('upload', t('common:util.required'));
      return;
    }
    save.mutate(
      {
        ...formSchema.parse(values),
        _id: download?._id,
        file: download?.file,
        upload: values.upload,
      },
      saveOutcome(onClose),
    );
  });

  return (
    <EditDialog
      title={t(download ? 'admin:downloadsAdmin.editDownload' : 'admin:downloadsAdmin.newDownload')}
      saving={save.isPending}
      dirty={form.isDirty()}
      onSubmit={submit}
      onClose={onClose}
    >
      <Select
        label={t('admin:downloadsAdmin.field.category')}
        withAsterisk
        data={categories.map((category) => ({ value: category._id, label: category.names.de }))}
        {...field('category')}
        value={form.values.category || null}
        onChange={(value) => form.setFieldValue('category', value ?? '')}
      />
      <MultiSelect
        label={t('admin:downloadsAdmin.field.roles')}
        withAsterisk
        searchable
        data={DOWNLOAD_ROLES.map((role) => ({ value: role, label: t(`common:role.${role}`) }))}
        {...field('roles')}
      />
      <TextInput label={t('admin:downloadsAdmin.field.name')} withAsterisk {...field('name')} />
      <FileInput
        label={t('admin:downloadsAdmin.field.file')}
        description={
          download
            ? t('admin:downloadsAdmin.field.fileKept', { file: download.file })
            : t('admin:downloadsAdmin.field.fileHint')
        }
        withAsterisk={!download}
        accept=".pdf,.xlsx,.docx,.png,.jpg,.jpeg"
        {...form.getInputProps('upload')}
      />
    </EditDialog>
  );
}
