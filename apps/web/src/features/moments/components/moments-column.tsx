import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface MomentsColumnProps {
  /** The column's accessible name. */
  label: string;
  /** The colour of the column's top edge (a queue's colour); the divider's by default. */
  accent?: string;
  /** What the header shows left of the count. */
  header: ReactNode;
  count: number;
  /** Shown in place of the rows when there are none. */
  empty?: string;
  testId: string;
  children: ReactNode;
}

/** One column of the panel: a header with its count over its ticket rows (scrolling on its own). */
export function MomentsColumn({ label, accent, header, count, empty, testId, children }: MomentsColumnProps) {
  const { t } = useTranslation();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={label}
      data-testid={testId}
      sx={{
        width: { xs: 1, sm: 320 },
        flexShrink: 0,
        display: 'flex',
        flexDirection: 'column',
        borderTop: 4,
        borderTopColor: accent ?? 'divider',
        bgcolor: 'background.default',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 1, minHeight: 56 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>{header}</Box>
        <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
          {t('moments.tickets', { count })}
        </Typography>
      </Box>
      {count === 0 && empty ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1.5, pb: 1.5 }}>
          {empty}
        </Typography>
      ) : (
        <Stack
          component="ul"
          spacing={1}
          sx={{ listStyle: 'none', m: 0, px: 1, pb: 1, maxHeight: 420, overflowY: 'auto' }}
        >
          {children}
        </Stack>
      )}
    </Paper>
  );
}
