import type { QueueAnswer } from '@chatdesk/contracts';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteQueue } from '../api/delete-queue';
import { useQueues } from '../api/get-queues';
import { useQueueEvents } from '../lib/use-queue-events';
import { QueueDialog } from './queue-dialog';
import { QueuesTable } from './queues-table';

/** /queues (spec 2 §2): the company's queues; add, edit, delete; the title shows the count. */
export function QueuesPage() {
  const { t } = useTranslation();
  const queues = useQueues();
  useQueueEvents();
  const deleteQueue = useDeleteQueue();
  const [editing, setEditing] = useState<{ queueId: number | null } | null>(null);
  const [deleting, setDeleting] = useState<QueueAnswer | null>(null);
  const rows = queues.data ?? [];

  const confirmDelete = () => {
    if (!deleting) return;
    deleteQueue.mutate(deleting.id, { onSettled: () => setDeleting(null) });
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {queues.data ? t('admin.queues.titleWithCount', { count: rows.length }) : t('admin.queues.title')}
        </Typography>
        <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ queueId: null })}>
          {t('admin.queues.add')}
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        {queues.isFetching ? <LinearProgress /> : <Box sx={{ height: 4 }} />}
        <QueuesTable
          queues={rows}
          loading={queues.isPending}
          onEdit={(queue) => setEditing({ queueId: queue.id })}
          onDelete={setDeleting}
        />
      </Paper>
      <QueueDialog
        open={editing !== null}
        queueId={editing?.queueId ?? null}
        queueCount={rows.length}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('admin.common.deleteTitle', { name: deleting?.name ?? '' })}
        text={t('admin.queues.deleteMessage')}
        confirmLabel={t('admin.common.delete')}
        cancelLabel={t('admin.common.cancel')}
        destructive
        pending={deleteQueue.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
