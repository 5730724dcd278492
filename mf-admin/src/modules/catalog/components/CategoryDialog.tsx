import { NumberInput, Select, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  articleCategoryInputSchema,
  CATALOG_LIMITS,
  CATEGORY_TYPES,
  type ArticleCategory,
} from '@agecheck/contracts';
import { EditDialog } from '@agecheck/ui/edit-dialog';
import { useSaveCategory } from '../catalog.api';
import { useCatalogForm } from '../catalog-form';
import { NameSlugFields } from './NameSlugFields';

type Props = {
  /** The category to change; undefined for a new one. */
  category?: ArticleCategory;
  /** The order a new category gets: after the last one. */
  nextOrder: number;
  onClose: () => void;
};

/** Creates or changes a category: type, names in de, fr and it, slug (fixed once saved), age limit, order. */
export function CategoryDialog({ category, nextOrder, onClose }: Props) {
  const { t } = useTranslation('admin');
  const save = useSaveCategory();
  const { form, field, saveOutcome } = useCatalogForm(articleCategoryInputSchema, {
    type: category?.type ?? (null as string | null),
    name: category?.name ?? { de: '', fr: '', it: '' },
    slug: category?.slug ?? '',
    ageLimit: category?.ageLimit ?? ('' as number | ''),
    order: category?.order ?? (nextOrder as number | ''),
  });

  return (
    <EditDialog
      title={t(category ? 'catalog.category.edit' : 'catalog.category.new')}
      saving={save.isPending}
      onSubmit={form.onSubmit((values) =>
        save.mutate(
          { ...articleCategoryInputSchema.parse(values), _id: category?._id },
          saveOutcome(onClose),
        ),
      )}
      onClose={onClose}
    >
      <Select
        label={t('catalog.category.type')}
        withAsterisk
        data={CATEGORY_TYPES.map((type) => ({ value: type, label: t(`catalog.categoryType.${type}`) }))}
        {...field('type')}
      />
      <NameSlugFields
        field={field}
        locked={Boolean(category)}
        setSlug={(slug) => form.setFieldValue('slug', slug)}
      />
      <SimpleGrid cols={2}>
        <NumberInput
          label={t('catalog.category.ageLimit')}
          withAsterisk
          min={0}
          max={CATALOG_LIMITS.ageLimit}
          allowDecimal={false}
          allowNegative={false}
          {...field('ageLimit')}
        />
        <NumberInput
          label={t('catalog.category.order')}
          withAsterisk
          min={0}
          max={CATALOG_LIMITS.order}
          allowDecimal={false}
          allowNegative={false}
          {...field('order')}
        />
      </SimpleGrid>
    </EditDialog>
  );
}
