import { Card, Grid, Table, Text, Title } from '@mantine/core';
import { upperFirst } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { saleRate, type InsightDimension, type InsightRow } from '@agecheck/contracts';
import { localeOf } from '@agecheck/ui';
import { formatRate, insightValueLabel } from '../insight-labels';

const ROW_HEIGHT = 26;
const LABEL_WIDTH = 150;
const BAR_WIDTH = 220;
const WIDTH = LABEL_WIDTH + BAR_WIDTH + 70;

type Props = { dimension: InsightDimension; rows: readonly InsightRow[] };

/**
 * The sale rate by one dimension: horizontal bars (plain SVG, no chart library) and beside them the table of
 * the same numbers, which is what screen readers and copying use.
 */
export function SaleRateChart({ dimension, rows }: Props) {
  const { t, i18n } = useTranslation(['admin']);
  const locale = localeOf(i18n.language);
  const title = t(`admin:insight.dimension.${dimension}`);
  const chartLabel = t('admin:insight.chartLabel', { dimension: title });
  const height = rows.length * ROW_HEIGHT + 4;

  return (
    <Card withBorder radius="md" padding="md" data-testid={`insight-${dimension}`}>
      <Title order={4} mb="sm">
        {/* the dimension's text is also the end of the chart's label ("… by hour of day") */}
        {upperFirst(title)}
      </Title>
      <Grid>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <svg
            role="img"
            aria-label={chartLabel}
            viewBox={`0 0 ${WIDTH} ${height}`}
            width="100%"
            style={{ maxWidth: WIDTH * 1.4, display: 'block' }}
            data-testid="insight-chart"
          >
            <title>{chartLabel}</title>
            {rows.map((row, index) => {
              const rate = saleRate(row) ?? 0;
              const y = index * ROW_HEIGHT + 2;
              return (
                <g key={row.value} data-testid="insight-bar">
                  <text x={LABEL_WIDTH - 8} y={y + 16} textAnchor="end" fontSize="12" fill="currentColor">
                    {insightValueLabel(t, dimension, row.value)}
                  </text>
                  <rect
                    x={LABEL_WIDTH}
                    y={y + 3}
                    width={BAR_WIDTH}
                    height={ROW_HEIGHT - 8}
                    fill="#f1f3f5"
                    rx={3}
                  />
                  <rect
                    x={LABEL_WIDTH}
                    y={y + 3}
                    width={Math.max(rate * BAR_WIDTH, rate > 0 ? 2 : 0)}
                    height={ROW_HEIGHT - 8}
                    fill="#c92a2a"
                    rx={3}
                  />
                  <text x={LABEL_WIDTH + BAR_WIDTH + 6} y={y + 16} fontSize="12" fill="currentColor">
                    {formatRate(saleRate(row), locale)}
                  </text>
                </g>
              );
            })}
          </svg>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Table striped fz="sm" captionSide="top">
            <Table.Caption>
              <Text size="xs" c="dimmed" component="span">
                {chartLabel}
              </Text>
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin:insight.value')}</Table.Th>
                <Table.Th ta="right">{t('admin:insight.tests')}</Table.Th>
                <Table.Th ta="right">{t('admin:insight.sold')}</Table.Th>
                <Table.Th ta="right">{t('admin:insight.rate')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.value}>
                  <Table.Td>{insightValueLabel(t, dimension, row.value)}</Table.Td>
                  <Table.Td ta="right">{row.tests}</Table.Td>
                  <Table.Td ta="right">{row.sold}</Table.Td>
                  <Table.Td ta="right">{formatRate(saleRate(row), locale)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Grid.Col>
      </Grid>
    </Card>
  );
}
