import type { ContactListRecord } from '@chatdesk/contracts';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Download from '@mui/icons-material/Download';
import Edit from '@mui/icons-material/Edit';
import People from '@mui/icons-material/People';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TableMessageRow } from '../../../components/table-message-row';

interface ContactListsTableProps {
  rows: readonly ContactListRecord[];
  loading: boolean;
  /** The list could not be loaded (spec 3 §8: 'Não foi possível carregar a lista de registros'). */
  failed: boolean;
  onDownloadExample: (list: ContactListRecord) => void;
  onEdit: (list: ContactListRecord) => void;
  onDelete: (list: ContactListRecord) => void;
}

/** Columns a phone leaves out: their value goes under the name instead. */
export const notPhone = { display: { xs: 'none', sm: 'table-cell' } };

/** An icon action of a row, named for screen readers with the row's name. */
export function RowAction({ label, onClick, children }: { label: string; onClick?: () => void; children: ReactNode }) {
  return (
    <Tooltip title={label}>
      <IconButton size="small" onClick={onClick} aria-label={label}>
        {children}
      </IconButton>
    </Tooltip>
  );
}

/** Spec 3 §2 Contact lists: name, how many contacts, and open, example download, edit and delete. */
export function ContactListsTable({
  rows,
  loading,
  failed,
  onDownloadExample,
  onEdit,
  onDelete,
}: ContactListsTableProps) {
  const { t } = useTranslation();
  return (
    <Table size="small" stickyHeader aria-label={t('contactLists.table.name')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('contactLists.table.name')}</TableCell>
          <TableCell align="center" sx={notPhone}>
            {t('contactLists.table.contacts')}
          </TableCell>
          <TableCell align="right">{t('contactLists.table.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((list) => (
          <TableRow key={list.id} hover data-testid={`contact-list-row-${list.id}`}>
            <TableCell sx={{ maxWidth: { xs: 130, sm: 360 } }}>
              <Typography variant="body2" noWrap title={list.name}>
                {list.name}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
                {t('contactLists.table.contacts')}: {list.contactsCount}
              </Typography>
            </TableCell>
            <TableCell align="center" sx={notPhone}>
              {list.contactsCount}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <Tooltip title={t('contactLists.actions.open')}>
                <IconButton
                  size="small"
                  component={Link}
                  to={`/contact-lists/${list.id}/contacts`}
                  aria-label={`${t('contactLists.actions.open')}: ${list.name}`}
                >
                  <People fontSize="small" />
                </IconButton>
              </Tooltip>
              <RowAction
                label={`${t('contactLists.actions.example')}: ${list.name}`}
                onClick={() => onDownloadExample(list)}
              >
                <Download fontSize="small" />
              </RowAction>
              <RowAction label={`${t('contactLists.actions.edit')}: ${list.name}`} onClick={() => onEdit(list)}>
                <Edit fontSize="small" />
              </RowAction>
              <RowAction label={`${t('contactLists.actions.delete')}: ${list.name}`} onClick={() => onDelete(list)}>
                <DeleteOutlined fontSize="small" />
              </RowAction>
            </TableCell>
          </TableRow>
        ))}
        {failed ? (
          <TableMessageRow colSpan={3} muted>
            {t('contactLists.loadError')}
          </TableMessageRow>
        ) : !loading && rows.length === 0 ? (
          <TableMessageRow colSpan={3} muted>
            {t('contactLists.empty')}
          </TableMessageRow>
        ) : null}
      </TableBody>
    </Table>
  );
}
