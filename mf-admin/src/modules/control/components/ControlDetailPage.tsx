import { useEffect, useState } from 'react';
import { Alert, Button, Group, Paper, Progress, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { IconChevronLeft, isNotFound, LoadState, notify, PageHeader } from '@agecheck/ui';
import { controlSetOf } from '../control-filter';
import { useControlledPurchase } from '../control.api';
import { ControlStep } from './ControlStep';

/**
 * /admin/control/detail?controlSet&parentState (back-office spec, section 2): steps through the selected
 * purchases one by one with progress done/total; at the end the toast 'Alle ausgewählten Testkäufe
 * kontrolliert.' and back to the parent state (default: the control list).
 */
export function ControlDetailPage() {
  const { t } = useTranslation(['admin', 'common']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { ids, parentState } = controlSetOf(params);
  const [position, setPosition] = useState(0);
  const [auto, setAuto] = useState(false);
  const purchase = useControlledPurchase(ids[position]);
  const total = ids.length;

  useEffect(() => {
    if (total === 0) void navigate(parentState, { replace: true });
  }, [total, parentState, navigate]);

  const next = () => {
    if (position + 1 < total) {
      setPosition(position + 1);
      return;
    }
    notify({ color: 'green', message: t('admin:control.detail.allDone') });
    void navigate(parentState);
  };

  return (
    <Stack>
      <PageHeader
        title={t('admin:control.detail.title', { done: position, total })}
        actions={
          <Button
            variant="default"
            leftSection={<IconChevronLeft size={16} />}
            onClick={() => void navigate(parentState)}
          >
            {t('admin:control.detail.back')}
          </Button>
        }
      />
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" align="center">
          <Stack gap={4} style={{ flex: 1 }}>
            <Text size="sm" data-testid="control-progress">
              {t('admin:control.detail.progress', { done: position, total })}
            </Text>
            <Progress
              value={total === 0 ? 0 : (position / total) * 100}
              aria-label={t('admin:control.detail.progress', { done: position, total })}
            />
          </Stack>
          <Switch
            label={t('admin:control.detail.auto')}
            description={t('admin:control.detail.autoHint')}
            checked={auto}
            onChange={(event) => setAuto(event.currentTarget.checked)}
            data-testid="control-auto"
          />
        </Group>
      </Paper>
      {purchase.isError && isNotFound(purchase.error) ? (
        <Alert color="orange">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('admin:control.detail.gone')}</Text>
            <Button size="xs" onClick={next}>
              {t('admin:control.detail.skip')}
            </Button>
          </Stack>
        </Alert>
      ) : purchase.isPending || purchase.isError ? (
        <LoadState error={purchase.error} onRetry={() => void purchase.refetch()} />
      ) : (
        <ControlStep
          key={`${purchase.data._id}:${purchase.data.version}`}
          purchase={purchase.data}
          auto={auto}
          onDone={next}
          onReload={() => void purchase.refetch()}
        />
      )}
    </Stack>
  );
}
