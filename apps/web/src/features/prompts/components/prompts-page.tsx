import type { PromptAnswer } from '@chatdesk/contracts';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { usePlanFeature } from '../../../lib/use-plan-feature';
import { usePrompts } from '../api/get-prompts';
import { useDeletePrompt } from '../api/save-prompt';
import { usePromptEvents } from '../lib/use-prompt-events';
import { PromptDialog } from './prompt-dialog';
import { PromptsTable } from './prompts-table';

/**
 * /prompts (spec 3 §2 AI prompts): the table, add, edit and delete, kept live by
 * `company-{id}-prompt`. Admins (the route guards) of a plan with useOpenAi: without it the page
 * says so and sends the user home after a second.
 */
export function PromptsPage() {
  const { t } = useTranslation();
  const allowed = usePlanFeature('useOpenAi', t('prompts.noPermission'));
  return allowed ? <PromptsContent /> : null;
}

function PromptsContent() {
  const { t } = useTranslation();
  usePromptEvents();
  const prompts = usePrompts();
  const remove = useDeletePrompt();
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const closeEditing = useCallback(() => setEditing(null), []);
  const [deleting, setDeleting] = useState<PromptAnswer | null>(null);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {t('prompts.title')}
        </Typography>
        <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ id: null })}>
          {t('prompts.add')}
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ overflow: 'auto' }}>
        {prompts.isFetching ? <LinearProgress /> : <Box sx={{ height: 4 }} />}
        <PromptsTable
          prompts={prompts.data ?? []}
          loading={prompts.isPending}
          failed={prompts.isError}
          onEdit={(prompt) => setEditing({ id: prompt.id })}
          onDelete={setDeleting}
        />
      </Paper>
      {editing ? <PromptDialog promptId={editing.id} onClose={closeEditing} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('prompts.confirmDelete.title')}
        text={t('prompts.confirmDelete.message', { name: deleting?.name ?? '' })}
        confirmLabel={t('prompts.confirmDelete.confirm')}
        cancelLabel={t('prompts.confirmDelete.cancel')}
        destructive
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </Stack>
  );
}
