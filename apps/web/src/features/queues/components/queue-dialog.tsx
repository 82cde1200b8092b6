import { type QueueAnswer, queueCreateBody, queueUpdateBody } from '@chatdesk/contracts';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogLoading } from '../../../components/dialog-loading';
import { FormDialogFrame } from '../../../components/form-dialog-frame';
import { bindTextFields, FormTextField } from '../../../components/form-text-field';
import { ApiError } from '../../../lib/api-client';
import { useFormState } from '../../../lib/form-state';
import { usePlanAllows } from '../../../lib/permissions';
import { toast } from '../../../lib/toast';
import { useCreateQueue } from '../api/create-queue';
import { useQueue } from '../api/get-queue';
import { useQueueSchedulesEnabled } from '../api/get-schedule-type';
import { useUpdateQueue } from '../api/update-queue';
import { useQueueErrorText } from '../lib/queue-error-text';
import { newQueueValues, queueInputOf, queueRuleErrors, valuesOf } from '../lib/queue-form';
import { ChatbotOptionsEditor } from './chatbot/chatbot-options-editor';
import { QueueDataFields } from './queue-data-fields';
import { ScheduleEditor } from './schedule-editor';

export interface QueueDialogProps {
  open: boolean;
  /** The queue to edit; null adds a new one. */
  queueId: number | null;
  /** How many queues the company has now (a greeting is required once there is more than one). */
  queueCount: number;
  onClose: () => void;
}

/** Spec 2 §2 queue dialog: 'queue data', plus the schedules tab when scheduleType is 'queue'. */
export function QueueDialog({ open, queueId, queueCount, onClose }: QueueDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="queue-dialog-title">
      {open ? <QueueDialogContent queueId={queueId} queueCount={queueCount} onClose={onClose} /> : null}
    </Dialog>
  );
}

function QueueDialogContent({ queueId, queueCount, onClose }: Omit<QueueDialogProps, 'open'>) {
  const { t } = useTranslation();
  const queue = useQueue(queueId);
  useEffect(() => {
    if (queue.isError) onClose();
  }, [queue.isError, onClose]);

  if (queueId !== null && !queue.data) {
    return <DialogLoading titleId="queue-dialog-title" title={t('admin.queues.dialog.editTitle')} />;
  }
  const count = queueId === null ? queueCount + 1 : queueCount;
  return <QueueForm key={queueId ?? 'new'} queue={queue.data ?? null} queueCount={count} onClose={onClose} />;
}

function QueueForm({
  queue,
  queueCount,
  onClose,
}: {
  queue: QueueAnswer | null;
  queueCount: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const schedulesEnabled = useQueueSchedulesEnabled();
  const features = { integrations: usePlanAllows('useIntegrations'), prompts: usePlanAllows('useOpenAi') };
  const form = useFormState(queue ? valuesOf(queue) : newQueueValues());
  const [tab, setTab] = useState<'data' | 'schedules'>('data');
  const [colorTaken, setColorTaken] = useState(false);
  const createQueue = useCreateQueue();
  const updateQueue = useUpdateQueue();
  const saving = createQueue.isPending || updateQueue.isPending;

  /** Saved, or false when the form is invalid (the tab with the failing field is shown). */
  const save = async (): Promise<boolean> => {
    const rules = { schedulesEnabled, queueCount, integrationsEnabled: features.integrations };
    const input = queueInputOf(form.values, rules);
    const ruleErrors = queueRuleErrors(form.values, rules);
    if (queue) {
      const result = form.validate(queueUpdateBody, input, ruleErrors);
      if (result.ok) return updateQueue.mutateAsync({ id: queue.id, body: result.data }).then(() => true);
      showTabOf(Object.keys(result.errors));
    } else {
      const result = form.validate(queueCreateBody, input, ruleErrors);
      if (result.ok) return createQueue.mutateAsync(result.data).then(() => true);
      showTabOf(Object.keys(result.errors));
    }
    return false;
  };
  /** The data tab when anything there failed, else the schedules tab. */
  const showTabOf = (failing: string[]) =>
    setTab(failing.every((field) => field === 'outOfHoursMessage' || field === 'schedules') ? 'schedules' : 'data');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      if (!(await save())) return;
      toast.success(t('admin.queues.toasts.saved'));
      onClose();
    } catch (error) {
      // The generic handler has shown the translated text; point at the field as well.
      if (error instanceof ApiError && error.code === 'ERR_QUEUE_COLOR_ALREADY_EXISTS') {
        setColorTaken(true);
        setTab('data');
      }
    }
  };

  const errorText = useQueueErrorText(form.errors);
  const text = bindTextFields(form, errorText);
  return (
    <FormDialogFrame
      titleId="queue-dialog-title"
      title={t(queue ? 'admin.queues.dialog.editTitle' : 'admin.queues.dialog.addTitle')}
      onSubmit={submit}
      onCancel={onClose}
      cancelLabel={t('admin.common.cancel')}
      submitLabel={t(queue ? 'admin.common.save' : 'admin.common.add')}
      pending={saving}
    >
      <Tabs value={tab} onChange={(_, next: typeof tab) => setTab(next)} sx={{ px: 3 }}>
        <Tab value="data" label={t('admin.queues.dialog.tabs.data')} />
        {schedulesEnabled ? <Tab value="schedules" label={t('admin.queues.dialog.tabs.schedules')} /> : null}
      </Tabs>
      <DialogContent dividers>
        {tab === 'data' ? (
          <>
            <QueueDataFields
              form={form}
              queueId={queue?.id ?? null}
              features={features}
              colorError={colorTaken ? t('backendErrors.ERR_QUEUE_COLOR_ALREADY_EXISTS') : undefined}
              onColorChange={() => setColorTaken(false)}
            />
            <ChatbotOptionsEditor queueId={queue?.id ?? null} />
          </>
        ) : (
          <Stack spacing={2} sx={{ overflowX: 'auto' }}>
            <FormTextField
              {...text('outOfHoursMessage')}
              label={t('admin.queues.dialog.fields.outOfHoursMessage')}
              required
              multiline
              minRows={2}
              fullWidth
              slotProps={{ htmlInput: { maxLength: 5000 } }}
            />
            <ScheduleEditor
              value={form.values.schedules}
              onChange={(entries) => form.setField('schedules', entries)}
              disabled={saving}
            />
          </Stack>
        )}
      </DialogContent>
    </FormDialogFrame>
  );
}
