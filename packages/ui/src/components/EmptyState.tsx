import type { ReactNode } from 'react';
import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconInbox } from './icons';

export type EmptyStateProps = {
  title: ReactNode;
  description?: ReactNode;
  /** E.g. an add button. */
  action?: ReactNode;
  icon?: ReactNode;
};

/** What a list shows when it has nothing (an answer 404 of a list is this too, not an error). */
export function EmptyState({ title, description, action, icon }: EmptyStateProps) {
  return (
    <Paper withBorder radius="md" p="xl" data-testid="empty-state">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon variant="light" size={48} radius="xl">
          {icon ?? <IconInbox size={26} />}
        </ThemeIcon>
        <Text fw={600}>{title}</Text>
        {description ? (
          <Text c="dimmed" size="sm" maw={420}>
            {description}
          </Text>
        ) : null}
        {action}
      </Stack>
    </Paper>
  );
}
