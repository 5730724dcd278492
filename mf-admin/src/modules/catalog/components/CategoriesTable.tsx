import { Code, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Article, ArticleCategory, Language } from '@agecheck/contracts';
import { EmptyState } from '@agecheck/ui';
import { EntryActions } from './EntryActions';

type Props = {
  /** By their order (the server sorts them). */
  categories: readonly ArticleCategory[];
  articles: readonly Article[];
  lang: Language;
  onEdit: (category: ArticleCategory) => void;
  onDelete: (category: ArticleCategory) => void;
};

/** The categories with order, name, type, age limit, slug and how many articles they hold. */
export function CategoriesTable({ categories, articles, lang, onEdit, onDelete }: Props) {
  const { t } = useTranslation(['admin', 'common']);
  if (categories.length === 0) return <EmptyState title={t('admin:catalog.category.empty')} />;
  const counts = new Map<string, number>();
  for (const article of articles) counts.set(article.category, (counts.get(article.category) ?? 0) + 1);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin:catalog.category.order')}</Table.Th>
            <Table.Th>{t('admin:catalog.name')}</Table.Th>
            <Table.Th>{t('admin:catalog.category.type')}</Table.Th>
            <Table.Th>{t('admin:catalog.category.ageLimit')}</Table.Th>
            <Table.Th>{t('admin:catalog.slug')}</Table.Th>
            <Table.Th>{t('admin:catalog.category.articles')}</Table.Th>
            <Table.Th aria-label={t('common:util.actions')} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {categories.map((category) => (
            <Table.Tr key={category._id} data-testid="category-row">
              <Table.Td>{category.order}</Table.Td>
              <Table.Td>{category.name[lang]}</Table.Td>
              <Table.Td>{t(`admin:catalog.categoryType.${category.type}`)}</Table.Td>
              <Table.Td>{t('admin:catalog.category.fromAge', { age: category.ageLimit })}</Table.Td>
              <Table.Td>
                <Code>{category.slug}</Code>
              </Table.Td>
              <Table.Td>{counts.get(category._id) ?? 0}</Table.Td>
              <Table.Td>
                <EntryActions
                  name={category.name[lang]}
                  onEdit={() => onEdit(category)}
                  onDelete={() => onDelete(category)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
