import { BarChart } from '@mui/x-charts/BarChart';

interface NpsDistributionChartProps {
  /** Promoters, passives and detractors: their names, shares (0–100) and colours. */
  groups: { label: string; percent: number; color: string }[];
  height: number;
  valueLabel: string;
  formatPercent: (value: number) => string;
}

/** The share of each NPS group as a bar each, in the group's colour (named on the axis too). */
export function NpsDistributionChart({ groups, height, valueLabel, formatPercent }: NpsDistributionChartProps) {
  return (
    <BarChart
      height={height}
      layout="horizontal"
      yAxis={[
        {
          scaleType: 'band',
          data: groups.map((group) => group.label),
          width: 110,
          colorMap: { type: 'ordinal', colors: groups.map((group) => group.color) },
        },
      ]}
      xAxis={[{ min: 0, max: 100, valueFormatter: (value: number) => formatPercent(value) }]}
      series={[
        {
          data: groups.map((group) => group.percent),
          label: valueLabel,
          valueFormatter: (value) => formatPercent(value ?? 0),
        },
      ]}
      hideLegend
      margin={{ right: 32 }}
    />
  );
}
