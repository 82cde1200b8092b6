import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import { useTranslation } from 'react-i18next';

export interface TicketsBarChartProps {
  /** Category labels (days, hours or attendants) and their counts, in order. */
  labels: string[];
  values: number[];
  /** Bars grow sideways, one per row: long labels (attendants' names) stay readable. */
  horizontal?: boolean;
  height: number;
  valueLabel: string;
}

/** The tickets charts (per day or hour, per attendant): one series of counts over categories. */
export function TicketsBarChart({ labels, values, horizontal = false, height, valueLabel }: TicketsBarChartProps) {
  const { t } = useTranslation();
  const band = { scaleType: 'band' as const, data: labels };
  const count = { tickMinStep: 1 };
  return (
    <ChartsLocalizationProvider
      localeText={{ noData: t('dashboard.charts.noData'), loading: t('dashboard.charts.loading') }}
    >
      <BarChart
        height={height}
        layout={horizontal ? 'horizontal' : 'vertical'}
        xAxis={[horizontal ? count : band]}
        yAxis={[horizontal ? { ...band, width: 140 } : { ...count, width: 40 }]}
        series={[{ data: values, label: valueLabel }]}
        hideLegend
        margin={{ right: 24 }}
      />
    </ChartsLocalizationProvider>
  );
}
