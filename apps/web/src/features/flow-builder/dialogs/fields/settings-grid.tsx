import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Short settings side by side from tablets up, one per line on phones. */
export function SettingsGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        '& > .wide': { gridColumn: '1 / -1' },
      }}
    >
      {children}
    </Box>
  );
}
