import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { articleInputSchema, type Article, type ArticleCategory, type Language } from '@agecheck/contracts';
import { EditDialog } from '@agecheck/ui/edit-dialog';
import { useSaveArticle } from '../catalog.api';
import { useCatalogForm } from '../catalog-form';
import { NameSlugFields } from './NameSlugFields';

type Props = {
  /** The article to change; undefined for a new one. */
  article?: Article;
  categories: readonly ArticleCategory[];
  lang: Language;
  onClose: () => void;
};

/** Creates or changes an article: names in de, fr and it, slug (fixed once saved), category. */
export function ArticleDialog({ article, categories, lang, onClose }: Props) {
  const { t } = useTranslation('admin');
  const save = useSaveArticle();
  const { form, field, saveOutcome } = useCatalogForm(articleInputSchema, {
    name: article?.name ?? { de: '', fr: '', it: '' },
    slug: article?.slug ?? '',
    category: article?.category ?? (null as string | null),
  });

  return (
    <EditDialog
      title={t(article ? 'catalog.article.edit' : 'catalog.article.new')}
      saving={save.isPending}
      onSubmit={form.onSubmit((values) =>
        save.mutate({ ...articleInputSchema.parse(values), _id: article?._id }, saveOutcome(onClose)),
      )}
      onClose={onClose}
    >
      <NameSlugFields
        field={field}
        locked={Boolean(article)}
        setSlug={(slug) => form.setFieldValue('slug', slug)}
      />
      <Select
        label={t('catalog.article.category')}
        withAsterisk
        data={categories.map((category) => ({ value: category._id, label: category.name[lang] }))}
        {...field('category')}
      />
    </EditDialog>
  );
}
