import type { Invoice, InvoiceDisplayStatus } from '@chatdesk/contracts';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
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
 * on the company's calendar): Pago, Vencido (row tinted) or Em Aberto. Only unpaid invoices offer
 * PAGAR; checkout is not built yet, so the button is disabled and its tooltip says why.
 */
export function InvoiceRow({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation();
  // The invoices are the signed-in company's: their due days are on its calendar.
  const timeZone = useSession().user?.company?.timezone;
  const status = invoice.displayStatus;
  return (
    <TableRow
      hover
      data-status={status}
      sx={status === 'overdue' ? { bgcolor: (theme) => alpha(theme.palette.error.main, 0.12) } : undefined}
    >
      <TableCell>{invoice.id}</TableCell>
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
        {status === 'paid' ? null : (
          <Tooltip title={t('platform.invoices.payUnavailable')}>
            {/* A disabled button fires no events: the span carries the tooltip. */}
            <span>
              <Button size="small" variant="contained" disabled>
                {t('platform.invoices.pay')}
              </Button>
            </span>
          </Tooltip>
        )}
      </TableCell>
    </TableRow>
  );
}
