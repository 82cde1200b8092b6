import { type ReportTicketRow, reportExportColumns, reportPageSizes, type TicketStatus } from '@chatdesk/contracts';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Chip, { type ChipProps } from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TableMessageRow } from '../../../components/table-message-row';
import { formatDateTime } from '../../../lib/dates';
import { formatSupportTime } from '../lib/report-format';
import type { ReportPaging } from '../lib/report-search';

const statusColors: Record<TicketStatus, ChipProps['color']> = {
  open: 'success',
  pending: 'warning',
  closed: 'default',
  group: 'info',
  lgpd: 'secondary',
  nps: 'primary',
};

/** The row's columns as the export writes them; the uuid stays in the row's link. */
const columns = reportExportColumns.filter((column) => column !== 'uuid');

interface ReportTableProps {
  rows: readonly ReportTicketRow[];
  total: number;
  loading: boolean;
  paging: ReportPaging;
  onPagingChange: (paging: ReportPaging) => void;
  onShowLog: (row: ReportTicketRow) => void;
  /** The company's time zone: dates are shown on its clock. */
  timeZone: string;
}

/** Spec 2 §3 Report ticket rows, a page at a time, with the row actions of spec 2 §2 Reports. */
export function ReportTable({ rows, total, loading, paging, onPagingChange, onShowLog, timeZone }: ReportTableProps) {
  const { t } = useTranslation();
  const lastPage = Math.max(0, Math.ceil(total / paging.pageSize) - 1);
  return (
    <>
      {/* Narrow screens scroll the table sideways rather than squeezing its columns. */}
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('reports.table.label')} sx={{ minWidth: 1100 }}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column} sx={{ whiteSpace: 'nowrap' }}>
                  {t(`reports.table.${column}`)}
                </TableCell>
              ))}
              <TableCell align="right">{t('reports.table.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} hover data-testid={`report-row-${row.id}`}>
                <TableCell>{row.id}</TableCell>
                <TableCell>{row.whatsappName}</TableCell>
                <TableCell>{row.contactName}</TableCell>
                <TableCell>{row.userName ?? ''}</TableCell>
                <TableCell>{row.queueName ?? t('reports.table.noQueue')}</TableCell>
                <TableCell>
                  <Chip size="small" color={statusColors[row.status]} label={t(`tickets.status.${row.status}`)} />
                </TableCell>
                <TableCell sx={{ maxWidth: 240, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  <Tooltip title={row.lastMessage}>
                    <span>{row.lastMessage}</span>
                  </Tooltip>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdAt, { timeZone })}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.closedAt, { timeZone })}</TableCell>
                <TableCell>{formatSupportTime(row.supportTime)}</TableCell>
                <TableCell>{row.NPS ?? ''}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton size="small" onClick={() => onShowLog(row)} aria-label={t('reports.actions.log', row)}>
                    <HistoryOutlined fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    component={Link}
                    to={`/tickets/${row.uuid}`}
                    aria-label={t('reports.actions.open', row)}
                  >
                    <OpenInNew fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
            {!loading && rows.length === 0 ? (
              <TableMessageRow colSpan={columns.length + 1} muted>
                {t('reports.table.empty')}
              </TableMessageRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={Math.min(paging.page - 1, lastPage)}
        rowsPerPage={paging.pageSize}
        rowsPerPageOptions={[...reportPageSizes]}
        onPageChange={(_, page) => onPagingChange({ ...paging, page: page + 1 })}
        onRowsPerPageChange={(event) => onPagingChange({ page: 1, pageSize: Number(event.target.value) })}
        labelRowsPerPage={t('reports.table.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) => t('reports.table.displayedRows', { from, to, count })}
        getItemAriaLabel={(type) => t(`reports.table.${type}Page`)}
      />
    </>
  );
}
