import { useTheme } from '@mui/material/styles';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

/** Spec 1 §9: the NPS score runs from −100 (all detractors) to 100 (all promoters). */
export function NpsGauge({ score, height }: { score: number; height: number }) {
  const theme = useTheme();
  const color =
    score >= 50 ? theme.palette.success.main : score >= 0 ? theme.palette.warning.main : theme.palette.error.main;
  return (
    <Gauge
      height={height}
      value={score}
      valueMin={-100}
      valueMax={100}
      startAngle={-110}
      endAngle={110}
      innerRadius="75%"
      text={({ value }) => String(value)}
      sx={{
        [`& .${gaugeClasses.valueText}`]: { fontSize: 36, fontWeight: 600 },
        [`& .${gaugeClasses.valueArc}`]: { fill: color },
      }}
    />
  );
}
