import { useMemo, useState } from 'react';
import {
  Badge,
  Box,
  ColorSwatch,
  Grid,
  Modal,
  ScrollArea,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AnalyzedPurchase, AnalyzeOpenItem } from '@agecheck/contracts';
import { formatDate, LoadState } from '@agecheck/ui';
import { MARKER_FILL, MarkerMap, type MapMarker } from '@agecheck/ui/map';
import { useAnalyzeUserDay } from '../analysis.api';

type Props = {
  date: string;
  userID: string;
  name: string;
  /** The open round entries only (the planning overview's map of a user's open purchases). */
  openOnly?: boolean;
  onClose: () => void;
};

function PurchaseInfo({ purchase }: { purchase: AnalyzedPurchase }) {
  const { t } = useTranslation('admin');
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {purchase.name} ({purchase.vst})
      </Text>
      <Text size="xs">
        {purchase.time ?? t('analysis.noTime')}
        {purchase.testType ? ` · ${t(`insight.testType.${purchase.testType}`)}` : ''}
      </Text>
      <Text size="xs" c="dimmed">
        {purchase.minutesSincePrevious === undefined
          ? t('analysis.firstOfDay')
          : t('analysis.minutesSince', { count: purchase.minutesSincePrevious })}
      </Text>
    </Stack>
  );
}

function OpenItemInfo({ item }: { item: AnalyzeOpenItem }) {
  const { t } = useTranslation('admin');
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {item.name} ({item.vst})
      </Text>
      <Text size="xs">
        {t('analysis.openItem', { round: item.round, count: item.open, end: formatDate(item.end) })}
      </Text>
    </Stack>
  );
}

function outcomeOf(purchase: AnalyzedPurchase): { key: string; color: string } | undefined {
  if (purchase.specialReason) return { key: 'analysis.special', color: 'gray' };
  if (purchase.delayed) return { key: 'analysis.delayed', color: 'orange' };
  if (purchase.regulationsRespected === false) return { key: 'analysis.notRespected', color: 'red' };
  if (purchase.regulationsRespected === true) return { key: 'analysis.respected', color: 'green' };
  return undefined;
}

/**
 * The map dialog of the daily analysis (back-office spec, sections 2 and 9): the user's purchases of the day
 * as markers coloured by the minutes since the previous purchase, the open round entries as red markers, and
 * beside the map the same in a list (choosing an entry opens its info window).
 */
export function AnalysisMapDialog({ date, userID, name, openOnly = false, onClose }: Props) {
  const { t } = useTranslation(['admin', 'common']);
  const day = useAnalyzeUserDay(date, userID);
  const [selected, setSelected] = useState<string | undefined>();
  const purchases = useMemo(() => (openOnly ? [] : (day.data?.purchases ?? [])), [day.data, openOnly]);
  const open = useMemo(() => day.data?.open ?? [], [day.data]);
  const markers = useMemo<MapMarker[]>(
    () => [
      ...purchases.map((purchase, index) => ({
        id: purchase._id,
        latitude: purchase.latitude,
        longitude: purchase.longitude,
        colour: purchase.markerColour,
        label: String(index + 1),
        info: <PurchaseInfo purchase={purchase} />,
      })),
      ...open.map((item) => ({
        id: `open-${item._id}`,
        latitude: item.latitude,
        longitude: item.longitude,
        colour: 'red' as const,
        info: <OpenItemInfo item={item} />,
      })),
    ],
    [purchases, open],
  );

  return (
    <Modal
      opened
      onClose={onClose}
      size="90%"
      closeButtonProps={{ 'aria-label': t('common:util.close') }}
      title={t('admin:analysis.mapTitle', { name, date: formatDate(date) })}
    >
      {day.isPending || day.isError ? (
        <LoadState error={day.error} onRetry={() => void day.refetch()} />
      ) : (
        <Grid>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <MarkerMap
              markers={markers}
              label={t('admin:analysis.mapLabel', { name })}
              height="60vh"
              selectedId={selected}
              onSelect={setSelected}
            />
            <Text size="xs" c="dimmed" mt="xs">
              {t('admin:analysis.legend')}
            </Text>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <ScrollArea.Autosize mah="60vh">
              <Stack gap="xs">
                {openOnly ? null : (
                  <>
                    <Title order={5}>{t('admin:analysis.dayList')}</Title>
                    {purchases.length === 0 ? (
                      <Text size="sm" c="dimmed">
                        {t('admin:analysis.noPurchasesThatDay')}
                      </Text>
                    ) : null}
                    {purchases.map((purchase, index) => {
                      const outcome = outcomeOf(purchase);
                      return (
                        <UnstyledButton
                          key={purchase._id}
                          onClick={() => setSelected(purchase._id)}
                          data-testid="analysis-purchase"
                          aria-pressed={selected === purchase._id}
                        >
                          <Box style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
                            <ColorSwatch color={MARKER_FILL[purchase.markerColour]} size={18} mt={2}>
                              <Text size="xs" c="white" fw={700}>
                                {index + 1}
                              </Text>
                            </ColorSwatch>
                            <Stack gap={0} style={{ flex: 1 }}>
                              <PurchaseInfo purchase={purchase} />
                              {purchase.latitude === undefined ? (
                                <Text size="xs" c="dimmed" fs="italic">
                                  {t('admin:analysis.noPosition')}
                                </Text>
                              ) : null}
                            </Stack>
                            {outcome ? (
                              <Badge size="sm" variant="light" color={outcome.color} c="dark.8">
                                {t(`admin:${outcome.key}`)}
                              </Badge>
                            ) : null}
                          </Box>
                        </UnstyledButton>
                      );
                    })}
                  </>
                )}
                <Title order={5} mt="sm">
                  {t('admin:analysis.openItems')}
                </Title>
                {open.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('admin:analysis.noOpenItems')}
                  </Text>
                ) : null}
                {open.map((item) => (
                  <UnstyledButton
                    key={item._id}
                    onClick={() => setSelected(`open-${item._id}`)}
                    data-testid="analysis-open-item"
                  >
                    <Box style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
                      <ColorSwatch color={MARKER_FILL.red} size={18} mt={2} />
                      <OpenItemInfo item={item} />
                    </Box>
                  </UnstyledButton>
                ))}
              </Stack>
            </ScrollArea.Autosize>
          </Grid.Col>
        </Grid>
      )}
    </Modal>
  );
}
