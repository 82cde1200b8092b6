import { reportPageSizes } from '@chatdesk/contracts';
import { useTheme } from '@mui/material/styles';
import TablePagination from '@mui/material/TablePagination';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import type { ReportPaging } from '../lib/report-search';
import { ReportCards } from './report-cards';
import { type ReportRowsProps, ReportTable } from './report-table';

interface ReportResultsProps extends ReportRowsProps {
  total: number;
  paging: ReportPaging;
  onPagingChange: (paging: ReportPaging) => void;
}

/** The report's page of rows (a table, or cards on a phone) and the pager with spec 2 §9's page sizes. */
export function ReportResults({ total, paging, onPagingChange, ...rows }: ReportResultsProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const lastPage = Math.max(0, Math.ceil(total / paging.pageSize) - 1);
  return (
    <>
      {phone ? <ReportCards {...rows} /> : <ReportTable {...rows} />}
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
        // A phone wraps the pager onto two lines instead of cutting its arrows off.
        sx={{
          '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', pl: 2 },
          '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
        }}
      />
    </>
  );
}
