import type { Plan } from '@chatdesk/contracts';
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
import { useDeletePlan } from '../api/delete-plan';
import { usePlans } from '../api/get-plans';
import { formatMoney } from '../lib/format';
import { useListErrorToast } from '../lib/list-error';
import { ConfirmDeleteDialog } from './confirm-dialog';
import { PlanForm } from './plan-form';
import { RowActions } from './row-actions';

const countColumns = ['users', 'connections', 'queues'] as const;

/** Plans (super user): form plus table (spec 2 §2 Super-user pages). Also the settings page's plans tab. */
export function PlansTab() {
  const { t, i18n } = useTranslation();
  const plans = usePlans();
  const remove = useDeletePlan();
  const [editing, setEditing] = useState<Plan | null>(null);
  const [deleting, setDeleting] = useState<Plan | null>(null);
  useListErrorToast(plans.isError);

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
        <PlanForm
          key={editing?.id ?? 'new'}
          plan={editing}
          onDone={() => setEditing(null)}
          onDelete={() => setDeleting(editing)}
        />
      </Paper>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t('platform.plans.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('platform.plans.fields.name')}</TableCell>
              <TableCell align="right">{t('platform.plans.fields.amount')}</TableCell>
              {countColumns.map((column) => (
                <TableCell key={column} align="center">
                  {t(`platform.plans.fields.${column}`)}
                </TableCell>
              ))}
              <TableCell align="center">{t('platform.plans.fields.isPublic')}</TableCell>
              <TableCell align="right">{t('platform.common.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(plans.data ?? []).map((plan) => (
              <TableRow key={plan.id} hover selected={editing?.id === plan.id}>
                <TableCell>{plan.name}</TableCell>
                <TableCell align="right">{formatMoney(plan.amount, i18n.language)}</TableCell>
                {countColumns.map((column) => (
                  <TableCell key={column} align="center">
                    {plan[column]}
                  </TableCell>
                ))}
                <TableCell align="center">{t(plan.isPublic ? 'platform.common.yes' : 'platform.common.no')}</TableCell>
                <TableCell align="right">
                  <RowActions label={plan.name} onEdit={() => setEditing(plan)} onDelete={() => setDeleting(plan)} />
                </TableCell>
              </TableRow>
            ))}
            {plans.isSuccess && plans.data.length === 0 ? (
              <TableRow>
                <TableCell colSpan={7} align="center">
                  {t('platform.common.empty')}
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      <ConfirmDeleteDialog
        name={deleting?.name ?? null}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
