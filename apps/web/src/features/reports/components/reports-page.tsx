import { calendarDate, defaultCompanyTimeZone, type ReportTicketRow } from '@chatdesk/contracts';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ComponentType, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useReport } from '../api/get-report';
import {
  defaultReportFilters,
  type ReportFilterValues,
  type ReportPaging,
  readReportSearch,
  writeReportSearch,
} from '../lib/report-search';
import { useReportExport } from '../lib/use-report-export';
import { ReportExportButton } from './report-export-button';
import { ReportFilters } from './report-filters';
import { ReportResults } from './report-results';

/** The ticket log dialog, lent by the tickets area through the route (features never import each other). */
export type TicketLogDialog = ComponentType<{ open: boolean; ticketId: number; onClose: () => void }>;

/**
 * /reports (spec 2 §2 Reports): filters, the ticket table and its Excel export. The filters and the
 * page live in the address, so a reload or a shared link shows the same report.
 */
export function ReportsPage({ TicketLogDialog }: { TicketLogDialog: TicketLogDialog }) {
  const { t } = useTranslation();
  const { user } = useSession();
  // The company's clock; a company without a zone of its own keeps the platform's default.
  const timeZone = user?.company?.timezone ?? defaultCompanyTimeZone;
  const [search, setSearch] = useSearchParams();
  const today = calendarDate(new Date(), timeZone);
  const { filters, paging } = useMemo(() => readReportSearch(search, today), [search, today]);
  const defaults = useMemo(() => defaultReportFilters(today), [today]);
  const report = useReport(filters, paging);
  const exporter = useReportExport();
  const [logOf, setLogOf] = useState<ReportTicketRow | null>(null);
  const total = report.data?.totalTickets.total;

  const show = (next: ReportFilterValues, nextPaging: ReportPaging) => setSearch(writeReportSearch(next, nextPaging));
  const startExport = () => {
    // Spec 2 §8: an empty report says so instead of downloading an empty sheet.
    if (total === 0) toast.error(t('reports.export.empty'), 'reports-export-empty');
    else exporter.start(filters);
  };

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Box>
          <Typography variant="h5" component="h1">
            {t('reports.title')}
          </Typography>
          {total === undefined ? null : (
            <Typography variant="body2" color="text.secondary">
              {t('reports.total', { count: total })}
            </Typography>
          )}
        </Box>
        <ReportExportButton progress={exporter.progress} onExport={startExport} onCancel={exporter.cancel} />
      </Stack>
      <ReportFilters
        key={JSON.stringify(filters)}
        applied={filters}
        defaults={defaults}
        onApply={(next) => show(next, { page: 1, pageSize: paging.pageSize })}
      />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {report.isFetching ? <LinearProgress /> : <Box sx={{ height: 4 }} />}
        <ReportResults
          rows={report.data?.tickets ?? []}
          total={total ?? 0}
          loading={report.isPending}
          paging={paging}
          onPagingChange={(next) => show(filters, next)}
          onShowLog={setLogOf}
          timeZone={timeZone}
        />
      </Paper>
      {logOf ? <TicketLogDialog open ticketId={logOf.id} onClose={() => setLogOf(null)} /> : null}
    </Stack>
  );
}
