import { useState } from 'react';
import { Code, Grid, Select, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Article, type ArticleCategory, type Language } from '@agecheck/contracts';
import { EmptyState } from '@agecheck/ui';
import { EntryActions } from './EntryActions';

type Props = {
  /** Sorted by their name in `lang` (the server sorts them). */
  articles: readonly Article[];
  categories: readonly ArticleCategory[];
  lang: Language;
  onEdit: (article: Article) => void;
  onDelete: (article: Article) => void;
};

/** The articles with their names, category and slug, filtered by a text and a category. */
export function ArticlesTable({ articles, categories, lang, onEdit, onDelete }: Props) {
  const { t } = useTranslation(['admin', 'common']);
  const [query, setQuery] = useState('');
  const [categoryID, setCategoryID] = useState<string | null>(null);
  const categoryName = new Map(categories.map((category) => [category._id, category.name[lang]]));
  const words = query.trim().toLocaleLowerCase();
  const shown = articles.filter(
    (article) =>
      (!categoryID || article.category === categoryID) &&
      (!words ||
        [article.slug, ...LANGUAGES.map((language) => article.name[language])].some((text) =>
          text.toLocaleLowerCase().includes(words),
        )),
  );

  return (
    <>
      <Grid gap="sm" mb="sm">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={t('admin:catalog.article.filter')}
            placeholder={t('admin:catalog.article.filterPlaceholder')}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label={t('admin:catalog.article.category')}
            placeholder={t('common:util.all')}
            clearable
            data={categories.map((category) => ({ value: category._id, label: category.name[lang] }))}
            value={categoryID}
            onChange={setCategoryID}
          />
        </Grid.Col>
      </Grid>
      {shown.length === 0 ? (
        <EmptyState title={t('admin:catalog.article.empty')} />
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin:catalog.name')}</Table.Th>
                <Table.Th>{t('admin:catalog.article.category')}</Table.Th>
                <Table.Th>{t('admin:catalog.slug')}</Table.Th>
                <Table.Th aria-label={t('common:util.actions')} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((article) => (
                <Table.Tr key={article._id} data-testid="article-row">
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {article.name[lang]}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {LANGUAGES.filter((language) => language !== lang)
                        .map((language) => article.name[language])
                        .join(' · ')}
                    </Text>
                  </Table.Td>
                  <Table.Td>{categoryName.get(article.category) ?? '–'}</Table.Td>
                  <Table.Td>
                    <Code>{article.slug}</Code>
                  </Table.Td>
                  <Table.Td>
                    <EntryActions
                      name={article.name[lang]}
                      onEdit={() => onEdit(article)}
                      onDelete={() => onDelete(article)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}
