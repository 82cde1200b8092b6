import Search from '@mui/icons-material/Search';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type UIEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInvoicesPages } from '../api/get-invoices';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { InvoiceRow } from './invoice-row';

const columns = [
  ['id', 'left'],
  ['detail', 'left'],
  ['users', 'center'],
  ['connections', 'center'],
  ['queues', 'center'],
  ['value', 'right'],
  ['dueDate', 'center'],
  ['status', 'center'],
  ['action', 'center'],
] as const;

/** Spec 2 §9: the next page loads within 100 px of the end of the list. */
const nearEndPx = 100;

/** /financeiro, 'Faturas': the company's invoices, with search and infinite scroll (admins, also when expired). */
export function InvoicesPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const searchParam = useDebouncedValue(search.trim());
  const pages = useInvoicesPages(searchParam);
  const invoices = pages.data?.pages.flatMap((page) => page.invoices) ?? [];

  const loadMore = (event: UIEvent<HTMLElement>) => {
    const { scrollHeight, scrollTop, clientHeight } = event.currentTarget;
    if (scrollHeight - scrollTop - clientHeight < nearEndPx && pages.hasNextPage && !pages.isFetchingNextPage) {
      void pages.fetchNextPage();
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {t('platform.invoices.title')}
        </Typography>
        <TextField
          type="search"
          size="small"
          placeholder={t('platform.invoices.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{
            htmlInput: { maxLength: 100, 'aria-label': t('platform.invoices.search') },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Stack>
      <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: '70vh' }} onScroll={loadMore}>
        <Table size="small" stickyHeader aria-label={t('platform.invoices.title')}>
          <TableHead>
            <TableRow>
              {columns.map(([column, align]) => (
                <TableCell key={column} align={align}>
                  {t(`platform.invoices.columns.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {invoices.map((invoice) => (
              <InvoiceRow key={invoice.id} invoice={invoice} />
            ))}
            {pages.isSuccess && invoices.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length} align="center">
                  {t('platform.invoices.empty')}
                </TableCell>
              </TableRow>
            ) : null}
            {pages.isPending || pages.isFetchingNextPage ? (
              <TableRow>
                <TableCell colSpan={columns.length} align="center">
                  <CircularProgress size={24} aria-label={t('common.loading')} />
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
