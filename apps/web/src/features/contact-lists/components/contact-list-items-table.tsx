import type { ContactListItemRecord } from '@chatdesk/contracts';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import WhatsApp from '@mui/icons-material/WhatsApp';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { TableMessageRow } from '../../../components/table-message-row';
import { notPhone, RowAction } from './contact-lists-table';

interface ContactListItemsTableProps {
  rows: readonly ContactListItemRecord[];
  loading: boolean;
  /** The list could not be loaded (spec 3 §8: 'Não foi possível carregar a lista de registros'). */
  failed: boolean;
  /** 'contacts-page:deleteContact' (spec 3 §6): without it the delete action is not offered. */
  canDelete: boolean;
  onEdit: (item: ContactListItemRecord) => void;
  onDelete: (item: ContactListItemRecord) => void;
}

/** Spec 3 §2: green when the number has WhatsApp, grey when it has not or was not checked yet. */
function WhatsappValidity({ valid }: { valid: boolean | null }) {
  const { t } = useTranslation();
  const label = t(
    valid === null
      ? 'contactLists.items.whatsappUnchecked'
      : valid
        ? 'contactLists.items.whatsappValid'
        : 'contactLists.items.whatsappInvalid',
  );
  return (
    <Tooltip title={label}>
      <WhatsApp
        role="img"
        aria-label={label}
        aria-hidden={false}
        fontSize="small"
        sx={{ color: valid ? 'success.main' : 'action.disabled', verticalAlign: 'middle' }}
      />
    </Tooltip>
  );
}

/** Spec 3 §2 items: name, number, the WhatsApp icon, email, edit and (permission-checked) delete. */
export function ContactListItemsTable({
  rows,
  loading,
  failed,
  canDelete,
  onEdit,
  onDelete,
}: ContactListItemsTableProps) {
  const { t } = useTranslation();
  const wide = { display: { xs: 'none', md: 'table-cell' } };
  return (
    <Table size="small" stickyHeader aria-label={t('contactLists.items.table.name')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('contactLists.items.table.name')}</TableCell>
          <TableCell sx={notPhone}>{t('contactLists.items.table.number')}</TableCell>
          <TableCell align="center">{t('contactLists.items.table.whatsapp')}</TableCell>
          <TableCell sx={wide}>{t('contactLists.items.table.email')}</TableCell>
          <TableCell align="right">{t('contactLists.items.table.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((item) => (
          <TableRow key={item.id} hover data-testid={`contact-list-item-row-${item.id}`}>
            <TableCell sx={{ maxWidth: { xs: 160, sm: 240 } }}>
              <Typography variant="body2" noWrap title={item.name}>
                {item.name}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
                {item.number}
              </Typography>
            </TableCell>
            <TableCell sx={{ ...notPhone, whiteSpace: 'nowrap' }}>{item.number}</TableCell>
            <TableCell align="center">
              <WhatsappValidity valid={item.isWhatsappValid} />
            </TableCell>
            <TableCell sx={{ ...wide, maxWidth: 240 }}>
              <Typography variant="body2" noWrap title={item.email}>
                {item.email}
              </Typography>
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <RowAction label={`${t('contactLists.actions.edit')}: ${item.name}`} onClick={() => onEdit(item)}>
                <Edit fontSize="small" />
              </RowAction>
              {canDelete ? (
                <RowAction label={`${t('contactLists.actions.delete')}: ${item.name}`} onClick={() => onDelete(item)}>
                  <DeleteOutlined fontSize="small" />
                </RowAction>
              ) : null}
            </TableCell>
          </TableRow>
        ))}
        {failed ? (
          <TableMessageRow colSpan={5} muted>
            {t('contactLists.loadError')}
          </TableMessageRow>
        ) : !loading && rows.length === 0 ? (
          <TableMessageRow colSpan={5} muted>
            {t('contactLists.items.empty')}
          </TableMessageRow>
        ) : null}
      </TableBody>
    </Table>
  );
}
