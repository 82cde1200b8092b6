import type { Help } from '@chatdesk/contracts';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteHelp } from '../api/delete-help';
import { useHelps } from '../api/get-helps';
import { useListErrorToast } from '../lib/list-error';
import { ConfirmDeleteDialog } from './confirm-dialog';
import { HelpForm } from './help-form';
import { RowActions } from './row-actions';

/** Help videos (super user): form plus table. Also the settings page's helps tab. */
export function HelpsTab() {
  const { t } = useTranslation();
  const helps = useHelps();
  const remove = useDeleteHelp();
  const [editing, setEditing] = useState<Help | null>(null);
  const [deleting, setDeleting] = useState<Help | null>(null);
  useListErrorToast(helps.isError);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSettled: () => setDeleting(null),
      onSuccess: () => {
        if (editing?.id === deleting.id) setEditing(null);
      },
    });
  };

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <HelpForm
          key={editing?.id ?? 'new'}
          help={editing}
          onDone={() => setEditing(null)}
          onDelete={() => setDeleting(editing)}
        />
      </Paper>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t('platform.helps.adminTitle')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('platform.helps.fields.title')}</TableCell>
              <TableCell>{t('platform.helps.fields.description')}</TableCell>
              <TableCell>{t('platform.helps.fields.video')}</TableCell>
              <TableCell align="right">{t('platform.common.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(helps.data ?? []).map((help) => (
              <TableRow key={help.id} hover selected={editing?.id === help.id}>
                <TableCell>{help.title}</TableCell>
                <TableCell sx={{ maxWidth: 420, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {help.description || '-'}
                </TableCell>
                <TableCell>{help.video || '-'}</TableCell>
                <TableCell align="right">
                  <RowActions label={help.title} onEdit={() => setEditing(help)} onDelete={() => setDeleting(help)} />
                </TableCell>
              </TableRow>
            ))}
            {helps.isSuccess && helps.data.length === 0 ? (
              <TableRow>
                <TableCell colSpan={4} align="center">
                  {t('platform.common.empty')}
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      <ConfirmDeleteDialog
        name={deleting?.title ?? null}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
