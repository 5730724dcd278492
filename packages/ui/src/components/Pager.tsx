import { Pagination, type PaginationProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Mantine's Pagination with names on its first, previous, next and last buttons (icons only in Mantine, which
 * the accessibility check reports as buttons without a name): the one pager of every paged list.
 */
export function Pager(props: PaginationProps) {
  const { t } = useTranslation('common');
  return (
    <Pagination getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })} {...props} />
  );
}
