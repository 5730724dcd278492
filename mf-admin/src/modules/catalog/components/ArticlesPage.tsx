import { useState } from 'react';
import { Button, Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Article, ArticleCategory } from '@agecheck/contracts';
import { isLanguage } from '@agecheck/i18n';
import { IconPlus, LoadState, PageHeader, useCatalogArticles, useCatalogCategories } from '@agecheck/ui';
import { useDeleteArticle, useDeleteCategory } from '../catalog.api';
import { ArticleDialog } from './ArticleDialog';
import { ArticlesTable } from './ArticlesTable';
import { CategoriesTable } from './CategoriesTable';
import { CategoryDialog } from './CategoryDialog';
import { DeleteEntryDialog } from './DeleteEntryDialog';

type Tab = 'articles' | 'categories';
/** What is open: a dialog for a new (no entry) or a saved entry. */
type Editing = { kind: 'article'; article?: Article } | { kind: 'category'; category?: ArticleCategory };

/**
 * /admin/articles (back-office spec, sections 2, 3 and 5; admin): the articles, sorted by their name in the
 * current language, and their categories with type, age limit and order; create, change, delete.
 */
export function ArticlesPage() {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const lang = isLanguage(i18n.language) ? i18n.language : 'de';
  const articles = useCatalogArticles(lang);
  const categories = useCatalogCategories();
  const [tab, setTab] = useState<Tab>('articles');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [toDelete, setToDelete] = useState<{ kind: Tab; id: string; name: string } | null>(null);
  const deleteArticle = useDeleteArticle();
  const deleteCategory = useDeleteCategory();

  const categoryList = categories.data ?? [];
  const nextOrder = Math.max(0, ...categoryList.map((category) => category.order)) + 1;
  const failed = articles.error ?? categories.error;

  return (
    <Stack>
      <PageHeader
        title={t('admin:catalog.article.title')}
        description={t('admin:catalog.article.description')}
        actions={
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setEditing(tab === 'articles' ? { kind: 'article' } : { kind: 'category' })}
          >
            {t(tab === 'articles' ? 'admin:catalog.article.new' : 'admin:catalog.category.new')}
          </Button>
        }
      />
      <Tabs value={tab} onChange={(value) => setTab(value === 'categories' ? 'categories' : 'articles')}>
        <Tabs.List>
          <Tabs.Tab value="articles">{t('admin:catalog.article.tab')}</Tabs.Tab>
          <Tabs.Tab value="categories">{t('admin:catalog.category.tab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="articles" pt="md">
          {articles.isPending || categories.isPending || failed ? (
            <LoadState
              error={failed}
              onRetry={() => void Promise.all([articles.refetch(), categories.refetch()])}
            />
          ) : (
            <ArticlesTable
              articles={articles.data ?? []}
              categories={categoryList}
              lang={lang}
              onEdit={(article) => setEditing({ kind: 'article', article })}
              onDelete={(article) =>
                setToDelete({ kind: 'articles', id: article._id, name: article.name[lang] })
              }
            />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="categories" pt="md">
          {categories.isPending || categories.isError ? (
            <LoadState error={categories.error} onRetry={() => void categories.refetch()} />
          ) : (
            <CategoriesTable
              categories={categoryList}
              articles={articles.data ?? []}
              lang={lang}
              onEdit={(category) => setEditing({ kind: 'category', category })}
              onDelete={(category) =>
                setToDelete({ kind: 'categories', id: category._id, name: category.name[lang] })
              }
            />
          )}
        </Tabs.Panel>
      </Tabs>
      {editing?.kind === 'article' ? (
        <ArticleDialog
          article={editing.article}
          categories={categoryList}
          lang={lang}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {editing?.kind === 'category' ? (
        <CategoryDialog category={editing.category} nextOrder={nextOrder} onClose={() => setEditing(null)} />
      ) : null}
      <DeleteEntryDialog
        entry={toDelete}
        remove={toDelete?.kind === 'categories' ? deleteCategory : deleteArticle}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}
