import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ReportRowActions, reportColumns, useReportCell } from './report-row-parts';
import type { ReportRowsProps } from './report-table';

/** Fields a card lists under its title (the id, contact and status are the title itself). */
const cardFields = reportColumns.filter((column) => !['id', 'contactName', 'status'].includes(column));

/** A long last message stops after three lines: the ticket itself has it whole. */
const threeLines = { display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' };

/** Spec 2 §3 Report ticket rows on a phone: one card each, every field labelled, nothing to scroll sideways. */
export function ReportCards({ rows, loading, onShowLog, timeZone }: ReportRowsProps) {
  const { t } = useTranslation();
  const cell = useReportCell(timeZone);
  if (!loading && rows.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
        {t('reports.table.empty')}
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label={t('reports.table.label')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row) => (
        <Box
          component="li"
          key={row.id}
          data-testid={`report-row-${row.id}`}
          sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="subtitle2" component="h2" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              #{row.id} · {row.contactName}
            </Typography>
            {cell(row, 'status')}
          </Stack>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.25, my: 1 }}
          >
            {cardFields.map((column) => (
              <Box key={column} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="caption" color="text.secondary">
                  {t(`reports.table.${column}`)}
                </Typography>
                <Typography
                  component="dd"
                  variant="body2"
                  sx={{ m: 0, overflowWrap: 'anywhere', ...(column === 'lastMessage' ? threeLines : {}) }}
                >
                  {cell(row, column)}
                </Typography>
              </Box>
            ))}
          </Box>
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <ReportRowActions row={row} onShowLog={onShowLog} />
          </Stack>
        </Box>
      ))}
    </Box>
  );
}
