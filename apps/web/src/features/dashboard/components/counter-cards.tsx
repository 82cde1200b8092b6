import type { DashboardCounters } from '@chatdesk/contracts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { type CounterKey, counterText } from '../lib/counter-text';

/** Cards of counters, as a description list: each card's label is its term, the number its value. */
export function CounterCards({ keys, counters }: { keys: readonly CounterKey[]; counters: DashboardCounters }) {
  const { t, i18n } = useTranslation();
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(190px, 1fr))' },
      }}
    >
      {keys.map((key) => (
        <Paper key={key} variant="outlined" data-testid={`counter-${key}`} sx={{ p: 2, minWidth: 0 }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t(`dashboard.counters.${key}`)}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0, mt: 0.5, fontWeight: 600 }}>
            {counterText(key, counters, t, i18n.language)}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
