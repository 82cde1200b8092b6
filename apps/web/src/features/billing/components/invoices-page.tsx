import type { Invoice } from '@chatdesk/contracts';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/search-field';
import { TableMessageRow } from '../../../components/table-message-row';
import { loadMoreOnScroll } from '../../../lib/infinite-scroll';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useInvoicesPages } from '../api/get-invoices';
import { usePaymentConcluded } from '../lib/use-payment-concluded';
import { CheckoutDialog } from './checkout-dialog';
import { InvoiceRow } from './invoice-row';

type ColumnName =
  | 'id'
  | 'company'
  | 'detail'
  | 'users'
  | 'connections'
  | 'queues'
  | 'value'
  | 'dueDate'
  | 'status'
  | 'action';
type Column = readonly [ColumnName, 'left' | 'center' | 'right'];

const columns: readonly Column[] = [
  ['id', 'left'],
  ['detail', 'left'],
  ['users', 'center'],
  ['connections', 'center'],
  ['queues', 'center'],
  ['value', 'right'],
  ['dueDate', 'center'],
  ['status', 'center'],
  ['action', 'center'],
];
const companyColumn: Column = ['company', 'left'];

/**
 * /financeiro: the company's invoices (the super user's: every company's, with a company column),
 * with search and infinite scroll (admins, also when expired). PAGAR opens the checkout; a live
 * payment event refreshes the list. Titled with the menu item's own text ('Financeiro', spec 1 §2
 * Billing) so menu and page never differ.
 */
export function InvoicesPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [paying, setPaying] = useState<Invoice | null>(null);
  const searchParam = useDebouncedValue(search.trim());
  const pages = useInvoicesPages(searchParam);
  const invoices = pages.data?.pages.flatMap((page) => page.invoices) ?? [];
  const showCompany = invoices.some((invoice) => invoice.companyName !== null);
  const shown = showCompany ? [columns[0] as Column, companyColumn, ...columns.slice(1)] : columns;
  usePaymentConcluded();

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {t('shell.menu.items.financeiro')}
        </Typography>
        <SearchField label={t('platform.invoices.search')} value={search} onChange={setSearch} />
      </Stack>
      <TableContainer
        component={Paper}
        variant="outlined"
        sx={{ maxHeight: '70vh' }}
        onScroll={loadMoreOnScroll(pages)}
      >
        <Table size="small" stickyHeader aria-label={t('shell.menu.items.financeiro')}>
          <TableHead>
            <TableRow>
              {shown.map(([column, align]) => (
                <TableCell key={column} align={align}>
                  {t(`platform.invoices.columns.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {invoices.map((invoice) => (
              <InvoiceRow key={invoice.id} invoice={invoice} showCompany={showCompany} onPay={setPaying} />
            ))}
            {pages.isSuccess && invoices.length === 0 ? (
              <TableMessageRow colSpan={shown.length}>{t('platform.invoices.empty')}</TableMessageRow>
            ) : null}
            {pages.isPending || pages.isFetchingNextPage ? (
              <TableMessageRow colSpan={shown.length}>
                <CircularProgress size={24} aria-label={t('common.loading')} />
              </TableMessageRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      {paying ? <CheckoutDialog invoice={paying} onClose={() => setPaying(null)} /> : null}
    </Stack>
  );
}
