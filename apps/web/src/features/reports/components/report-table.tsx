import type { ReportTicketRow } from '@chatdesk/contracts';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { TableMessageRow } from '../../../components/table-message-row';
import { type ReportColumn, ReportRowActions, reportColumns, useReportCell } from './report-row-parts';

const oneLine = { whiteSpace: 'nowrap' } as const;
/** The actions stay in sight at the right edge while a narrow screen scrolls the other columns. */
const actionsCell = { ...oneLine, position: 'sticky', right: 0, bgcolor: 'background.paper' } as const;
const cellStyles: Partial<Record<ReportColumn, object>> = {
  lastMessage: { ...oneLine, maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis' },
  createdAt: oneLine,
  closedAt: oneLine,
};

export interface ReportRowsProps {
  rows: readonly ReportTicketRow[];
  loading: boolean;
  onShowLog: (row: ReportTicketRow) => void;
  /** The company's time zone: dates are shown on its clock. */
  timeZone: string;
}

/** Spec 2 §3 Report ticket rows as a table (tablets and up; narrower ones scroll it sideways). */
export function ReportTable({ rows, loading, onShowLog, timeZone }: ReportRowsProps) {
  const { t } = useTranslation();
  const cell = useReportCell(timeZone);
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('reports.table.label')} sx={{ minWidth: 980 }}>
        <TableHead>
          <TableRow>
            {reportColumns.map((column) => (
              <TableCell key={column}>{t(`reports.table.${column}`)}</TableCell>
            ))}
            <TableCell align="right" sx={actionsCell}>
              {t('reports.table.actions')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover data-testid={`report-row-${row.id}`}>
              {reportColumns.map((column) => (
                <TableCell key={column} sx={cellStyles[column]}>
                  {column === 'lastMessage' ? (
                    <Tooltip title={row.lastMessage}>
                      <span>{row.lastMessage}</span>
                    </Tooltip>
                  ) : (
                    cell(row, column)
                  )}
                </TableCell>
              ))}
              <TableCell align="right" sx={actionsCell}>
                <ReportRowActions row={row} onShowLog={onShowLog} />
              </TableCell>
            </TableRow>
          ))}
          {!loading && rows.length === 0 ? (
            <TableMessageRow colSpan={reportColumns.length + 1} muted>
              {t('reports.table.empty')}
            </TableMessageRow>
          ) : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
