import { useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Center,
  Group,
  Paper,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { PERSON_ROLES, USERS_PAGE_SIZE, type Role, type UserAdminItem } from '@agecheck/contracts';
import {
  ConfirmDialog,
  EmptyState,
  errorMessageKey,
  IconSearch,
  IconTrash,
  LoadState,
  notify,
  PageHeader,
  Pager,
} from '@agecheck/ui';
import { useDeleteUser, useSaveUser, useUsersPage } from '../users-admin.api';
import { UserEditDialog } from './UserEditDialog';

/** Back-office spec, section 9: "Search debounce 350 ms". */
const SEARCH_DEBOUNCE_MS = 350;

/**
 * /admin/users (D.1; back-office spec, section 2, L71): search, role filter, show deleted, the signature
 * indicator, paged on the server; create and edit in the dialog, delete with a question, restore.
 */
export function UsersAdminPage() {
  const { t } = useTranslation(['common']);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [role, setRole] = useState<Role | null>(null);
  const [deleted, setDeleted] = useState(false);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<UserAdminItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<UserAdminItem | null>(null);
  const list = useUsersPage({ search: debounced, ...(role ? { role } : {}), deleted, page });
  const remove = useDeleteUser();
  const restore = useSaveUser();

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => {
        notify({ color: 'green', message: t('util.deleted') });
        setDeleting(null);
      },
      onError: (error) => {
        notify({ color: 'red', message: t(errorMessageKey(error)) });
        setDeleting(null);
      },
    });
  };

  const restoreUser = (user: UserAdminItem) =>
    restore.mutate(
      {
        _id: user._id,
        name: user.name,
        email: user.email,
        mail: user.mail,
        role: user.role,
        ...(user.pNr ? { pNr: user.pNr } : {}),
        ...(user.vl ? { vl: user.vl } : {}),
        deleted: false,
      },
      {
        onSuccess: () => notify({ color: 'green', message: t('users.restored') }),
        onError: (error) => notify({ color: 'red', message: t(errorMessageKey(error)) }),
      },
    );

  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / USERS_PAGE_SIZE)) : 1;

  return (
    <Stack>
      <PageHeader
        title={t('users.title')}
        actions={
          <Button onClick={() => setEditing('new')} data-testid="users-add">
            {t('util.add')}
          </Button>
        }
      />
      <Paper withBorder radius="md" p="md">
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t('util.search')}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            style={{ flex: '1 1 16rem' }}
            data-testid="users-search"
          />
          <Select
            label={t('users.role')}
            placeholder={t('util.all')}
            data={PERSON_ROLES.map((value) => ({ value, label: t(`role.${value}`) }))}
            value={role}
            onChange={(value) => {
              setRole(value as Role | null);
              setPage(1);
            }}
            clearable
            w={220}
          />
          <Switch
            label={t('users.showDeleted')}
            checked={deleted}
            onChange={(event) => {
              setDeleted(event.currentTarget.checked);
              setPage(1);
            }}
            mb={8}
          />
        </Group>
      </Paper>
      {list.isPending || list.isError ? (
        <LoadState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState title={t('users.empty')} />
      ) : (
        <Stack gap="sm">
          <Table.ScrollContainer minWidth={720}>
            <Table striped highlightOnHover data-testid="users-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('users.name')}</Table.Th>
                  <Table.Th>{t('users.email')}</Table.Th>
                  <Table.Th>{t('users.role')}</Table.Th>
                  <Table.Th>{t('users.pNr')}</Table.Th>
                  <Table.Th>{t('users.signature')}</Table.Th>
                  <Table.Th>{t('util.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.items.map((user) => (
                  <Table.Tr key={user._id} data-testid="users-row">
                    <Table.Td>
                      <Group gap="xs">
                        <Text size="sm">{user.name}</Text>
                        {user.deleted ? (
                          <Badge color="gray" variant="light">
                            {t('users.deletedBadge')}
                          </Badge>
                        ) : null}
                      </Group>
                    </Table.Td>
                    <Table.Td>{user.email}</Table.Td>
                    <Table.Td>
                      {user.role.map((each) => t(`role.${each}`)).join(', ')}
                      {user.vl ? ` (${user.vl})` : ''}
                    </Table.Td>
                    <Table.Td>{user.pNr ?? ''}</Table.Td>
                    <Table.Td>{user.signature ? t('users.hasSignature') : t('users.noSignature')}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button size="xs" variant="light" onClick={() => setEditing(user)}>
                          {t('util.edit')}
                        </Button>
                        {user.deleted ? (
                          <Button size="xs" variant="light" onClick={() => restoreUser(user)}>
                            {t('users.restore')}
                          </Button>
                        ) : (
                          <Tooltip label={t('util.delete')}>
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              aria-label={`${t('util.delete')} ${user.name}`}
                              onClick={() => setDeleting(user)}
                            >
                              <IconTrash size={16} />
                            </ActionIcon>
                          </Tooltip>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pages > 1 ? (
            <Center>
              <Pager total={pages} value={page} onChange={setPage} />
            </Center>
          ) : null}
        </Stack>
      )}
      <UserEditDialog user={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        message={t('users.deleteQ', { name: deleting?.name ?? '' })}
        danger
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
