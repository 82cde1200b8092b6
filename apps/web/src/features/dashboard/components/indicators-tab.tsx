import type { DashboardAnswer } from '@chatdesk/contracts';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import { type ChartPeriod, ticketsDayQuery, ticketsUsersQuery } from '../api/dashboard-queries';
import { TicketsBarChart } from '../charts/lazy-charts';
import type { CounterKey } from '../lib/counter-text';
import { formatCount, formatSlot } from '../lib/dashboard-format';
import { useChartFailureToast } from '../lib/use-chart-failure-toast';
import { ChartFrame } from './chart-frame';
import { CounterCards } from './counter-cards';

/** Spec 1 §3: every counter of the attendance, in the order a manager reads them. */
const indicatorKeys: readonly CounterKey[] = [
  'supportHappening',
  'supportPending',
  'supportFinished',
  'supportGroups',
  'tickets',
  'leads',
  'activeTickets',
  'passiveTickets',
  'avgWaitTime',
  'avgSupportTime',
];

const chartHeight = 280;

interface TicketsChartProps {
  title: string;
  category: string;
  period: ChartPeriod;
  points: { label: string; total: number }[];
  total: number;
  horizontal?: boolean;
}

function TicketsChart({ title, category, period, points, total, horizontal }: TicketsChartProps) {
  const { t, i18n } = useTranslation();
  const count = formatCount(total, i18n.language);
  const height = horizontal ? Math.max(chartHeight, points.length * 36 + 60) : chartHeight;
  return (
    <ChartFrame
      title={title}
      caption={t('dashboard.charts.total', { total: count })}
      summary={t('dashboard.charts.summary', {
        title,
        total: count,
        from: formatDate(period.from),
        to: formatDate(period.to),
      })}
      data={{
        columns: [category, t('dashboard.charts.quantity')],
        rows: points.map((point) => [point.label, formatCount(point.total, i18n.language)]),
      }}
      height={height}
    >
      <TicketsBarChart
        labels={points.map((point) => point.label)}
        values={points.map((point) => point.total)}
        horizontal={horizontal}
        height={height}
        valueLabel={t('dashboard.charts.quantity')}
      />
    </ChartFrame>
  );
}

/** Indicators: the counters' cards, then tickets per day (per hour for one day) and per attendant. */
export function IndicatorsTab({ answer }: { answer: DashboardAnswer }) {
  const { t, i18n } = useTranslation();
  const period = { from: answer.dateFrom, to: answer.dateTo };
  const perDay = useQuery(ticketsDayQuery(period));
  const perUser = useQuery(ticketsUsersQuery(period));
  useChartFailureToast(Math.max(perDay.errorUpdatedAt, perUser.errorUpdatedAt));
  const hourly = period.from === period.to;

  return (
    <Stack spacing={2}>
      <CounterCards keys={indicatorKeys} counters={answer.counters} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <TicketsChart
          title={t(hourly ? 'dashboard.charts.ticketsHour' : 'dashboard.charts.ticketsDay')}
          category={t(hourly ? 'dashboard.charts.hour' : 'dashboard.charts.day')}
          period={period}
          points={(perDay.data?.data ?? []).map((slot) => ({
            label: formatSlot(slot, i18n.language),
            total: slot.total,
          }))}
          total={perDay.data?.count ?? 0}
        />
        <TicketsChart
          title={t('dashboard.charts.ticketsUsers')}
          category={t('dashboard.charts.attendant')}
          period={period}
          points={(perUser.data?.data ?? []).map((row) => ({ label: row.nome, total: row.quantidade }))}
          total={perUser.data?.count ?? 0}
          horizontal
        />
      </Box>
    </Stack>
  );
}
