import type { Invoice, InvoiceDisplayStatus } from '@chatdesk/contracts';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { formatDueDate } from '../../../lib/dates';
import { useSession } from '../../../lib/session';
import { formatMoney } from '../lib/format';

const chipColor: Record<InvoiceDisplayStatus, 'success' | 'error' | 'warning'> = {
  paid: 'success',
  overdue: 'error',
  open: 'warning',
};

/**
 * One invoice. The status is the server's displayStatus (contracts' invoiceDisplayStatus, computed
 * on the company's calendar): Pago, Vencido (row tinted) or Em Aberto. Only unpaid invoices of the
 * signed-in company offer PAGAR (the super user's list also holds other companies' invoices, which
 * only those companies can pay); `showCompany` adds the company column of that list.
 */
export function InvoiceRow({
  invoice,
  showCompany,
  onPay,
}: {
  invoice: Invoice;
  showCompany: boolean;
  onPay: (invoice: Invoice) => void;
}) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  // The invoices are the signed-in company's: their due days are on its calendar.
  const timeZone = user?.company?.timezone;
  const status = invoice.displayStatus;
  const payable = status !== 'paid' && invoice.companyId === user?.companyId;
  return (
    <TableRow
      hover
      data-status={status}
      sx={status === 'overdue' ? { bgcolor: (theme) => alpha(theme.palette.error.main, 0.12) } : undefined}
    >
      <TableCell>{invoice.id}</TableCell>
      {showCompany ? <TableCell>{invoice.companyName ?? '-'}</TableCell> : null}
      <TableCell>{invoice.detail}</TableCell>
      <TableCell align="center">{invoice.users}</TableCell>
      <TableCell align="center">{invoice.connections}</TableCell>
      <TableCell align="center">{invoice.queues}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {formatMoney(invoice.value, i18n.language)}
      </TableCell>
      <TableCell align="center">{formatDueDate(invoice.dueDate, timeZone) || '-'}</TableCell>
      <TableCell align="center">
        <Chip
          size="small"
          variant="outlined"
          color={chipColor[status]}
          label={t(`platform.invoices.status.${status}`)}
        />
      </TableCell>
      <TableCell align="center">
        {payable ? (
          <Button size="small" variant="contained" onClick={() => onPay(invoice)}>
            {t('platform.invoices.pay')}
          </Button>
        ) : null}
      </TableCell>
    </TableRow>
  );
}
