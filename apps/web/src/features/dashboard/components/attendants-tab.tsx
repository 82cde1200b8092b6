import type { DashboardAttendant } from '@chatdesk/contracts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDuration, formatRating } from '../lib/dashboard-format';

/** Online or not, as a dot and a word: the colour is never the only sign. */
function OnlineStatus({ online }: { online: boolean }) {
  const { t } = useTranslation();
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="span"
        aria-hidden
        sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: online ? 'success.main' : 'action.disabled' }}
      />
      {t(online ? 'dashboard.attendants.online' : 'dashboard.attendants.offline')}
    </Box>
  );
}

type Column = 'rating' | 'countRating' | 'tickets' | 'avgWaitTime' | 'avgSupportTime' | 'online';
const columns: readonly Column[] = ['rating', 'countRating', 'tickets', 'avgWaitTime', 'avgSupportTime', 'online'];

function cellOf(column: Column, row: DashboardAttendant, t: TFunction, language: string): ReactNode {
  switch (column) {
    case 'rating':
      return row.countRating > 0 ? formatRating(row.rating, language) : t('dashboard.attendants.noRating');
    case 'countRating':
    case 'tickets':
      return formatCount(row[column], language);
    case 'avgWaitTime':
    case 'avgSupportTime':
      return formatDuration(row[column], t, language);
    case 'online':
      return <OnlineStatus online={row.online} />;
  }
}

const headingOf = (column: Column, t: TFunction) =>
  t(column === 'online' ? 'dashboard.attendants.status' : `dashboard.attendants.${column}`);

function AttendantsTable({ rows }: { rows: DashboardAttendant[] }) {
  const { t, i18n } = useTranslation();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('dashboard.attendants.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('dashboard.attendants.name')}</TableCell>
            {columns.map((column) => (
              <TableCell key={column} align={column === 'online' ? 'left' : 'right'}>
                {headingOf(column, t)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.userId} data-testid={`attendant-${row.userId}`}>
              <TableCell component="th" scope="row">
                {row.name}
              </TableCell>
              {columns.map((column) => (
                <TableCell key={column} align={column === 'online' ? 'left' : 'right'} sx={{ whiteSpace: 'nowrap' }}>
                  {cellOf(column, row, t, i18n.language)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Below laptop widths each attendant is a card (two side by side on tablets): seven columns would not fit. */
function AttendantCards({ rows }: { rows: DashboardAttendant[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Box
      component="ul"
      aria-label={t('dashboard.attendants.title')}
      sx={{
        m: 0,
        p: 0,
        listStyle: 'none',
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {rows.map((row) => (
        <Paper component="li" key={row.userId} variant="outlined" data-testid={`attendant-${row.userId}`} sx={{ p: 2 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {row.name}
          </Typography>
          <Box
            component="dl"
            sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
          >
            {columns.map((column) => (
              <Box key={column} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {headingOf(column, t)}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
                  {cellOf(column, row, t, i18n.language)}
                </Typography>
              </Box>
            ))}
          </Box>
        </Paper>
      ))}
    </Box>
  );
}

/** Attendants: one row per user of the company with the period's numbers and whether they are online now. */
export function AttendantsTab({ rows }: { rows: DashboardAttendant[] }) {
  const { t } = useTranslation();
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'));
  if (rows.length === 0) return <Typography color="text.secondary">{t('dashboard.attendants.empty')}</Typography>;
  return narrow ? <AttendantCards rows={rows} /> : <AttendantsTable rows={rows} />;
}
