import { Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RetestProposal } from '@agecheck/contracts';
import { formatDate } from '@agecheck/ui';

type Props = {
  proposals: readonly RetestProposal[];
  /** The store whose proposal is being taken. */
  taking: string | undefined;
  onTake: (proposal: RetestProposal) => void;
};

/** The re-tests a round proposes (decision 0028): stores that failed before it, to take into it. */
export function RetestProposals({ proposals, taking, onTake }: Props) {
  const { t } = useTranslation('admin');
  return (
    <Paper withBorder radius="md" p="md" data-testid="retest-proposals">
      <Stack gap="xs">
        <Title order={4}>{t('sprints.retests.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('sprints.retests.description')}
        </Text>
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('sprints.detail.vst')}</Table.Th>
                <Table.Th>{t('sprints.detail.type')}</Table.Th>
                <Table.Th>{t('sprints.detail.name')}</Table.Th>
                <Table.Th>{t('sprints.retests.failed')}</Table.Th>
                <Table.Th aria-label={t('common:util.actions')} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {proposals.map((proposal) => (
                <Table.Tr key={proposal.storeID}>
                  <Table.Td>{proposal.vst}</Table.Td>
                  <Table.Td>{proposal.type}</Table.Td>
                  <Table.Td>{proposal.name}</Table.Td>
                  <Table.Td>
                    {t('sprints.retests.reason', {
                      date: formatDate(proposal.reason.date),
                      testType: t(`sprints.types.${proposal.reason.testType}`),
                    })}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-xs"
                      variant="light"
                      loading={taking === proposal.storeID}
                      onClick={() => onTake(proposal)}
                      aria-label={`${t('sprints.retests.take')}: ${proposal.vst}`}
                    >
                      {t('sprints.retests.take')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
