import { type ReportTicketRow, reportExportColumns, type TicketStatus } from '@chatdesk/contracts';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Chip, { type ChipProps } from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/dates';
import { formatSupportTime } from '../lib/report-format';

/** The row's columns as the export writes them; the uuid stays in the row's link. */
export const reportColumns = reportExportColumns.filter((column) => column !== 'uuid');
export type ReportColumn = (typeof reportColumns)[number];

const statusColors: Record<TicketStatus, ChipProps['color']> = {
  open: 'success',
  pending: 'warning',
  closed: 'default',
  group: 'info',
  lgpd: 'secondary',
  nps: 'primary',
};

/** What a column shows for a row: the status as a translated chip, times on the company's clock. */
export function useReportCell(timeZone: string): (row: ReportTicketRow, column: ReportColumn) => ReactNode {
  const { t } = useTranslation();
  return (row, column) => {
    switch (column) {
      case 'status':
        return <Chip size="small" color={statusColors[row.status]} label={t(`tickets.status.${row.status}`)} />;
      case 'queueName':
        return row.queueName ?? t('reports.table.noQueue');
      case 'createdAt':
      case 'closedAt':
        return formatDateTime(row[column], { timeZone });
      case 'supportTime':
        return formatSupportTime(row.supportTime);
      default:
        return row[column] ?? '';
    }
  };
}

/** Spec 2 §2 Reports row actions: the ticket's log, and the ticket itself. */
export function ReportRowActions({
  row,
  onShowLog,
}: {
  row: ReportTicketRow;
  onShowLog: (row: ReportTicketRow) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <IconButton size="small" onClick={() => onShowLog(row)} aria-label={t('reports.actions.log', row)}>
        <HistoryOutlined fontSize="small" />
      </IconButton>
      <IconButton size="small" component={Link} to={`/tickets/${row.uuid}`} aria-label={t('reports.actions.open', row)}>
        <OpenInNew fontSize="small" />
      </IconButton>
    </>
  );
}
