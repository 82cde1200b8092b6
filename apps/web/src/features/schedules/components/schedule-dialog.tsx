import {
  isErrorCode,
  type ScheduleInput,
  type ScheduleRecord,
  scheduleBody,
  scheduleBodyMaxLength,
  scheduleEditable,
  scheduleMediaAccept,
} from '@chatdesk/contracts';
import AttachFile from '@mui/icons-material/AttachFile';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialogFrame } from '../../../components/form-dialog-frame';
import { useFormState } from '../../../lib/form-state';
import { type FieldErrors, validateForm } from '../../../lib/form-validation';
import { toast } from '../../../lib/toast';
import { type ScheduleSave, useSaveSchedule } from '../api/save-schedule';
import type { ScheduleContactRef } from '../api/schedule-references';
import { scheduleFormValues, scheduleInputOf } from '../lib/schedule-form';
import { ScheduleContactField } from './schedule-contact-field';
import { ScheduleRecurrenceFields, ScheduleTicketFields, ToggleField } from './schedule-options-fields';

interface ScheduleDialogProps {
  /** The schedule to edit, or null for a new one. */
  schedule: ScheduleRecord | null;
  /** A new schedule's contact (from a ticket or `?contactId`). */
  contact?: ScheduleContactRef | null;
  timeZone: string;
  onClose: () => void;
}

/** Spec 3 §2 / spec 1 §7: the schedule dialog; a sent schedule is shown read-only (editable until sentAt). */
export function ScheduleDialog(props: ScheduleDialogProps) {
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="md" aria-labelledby="schedule-dialog-title">
      <ScheduleForm {...props} />
    </Dialog>
  );
}

function ScheduleForm({ schedule, contact = null, timeZone, onClose }: ScheduleDialogProps) {
  const { t, i18n } = useTranslation();
  const form = useFormState(scheduleFormValues(schedule, contact, timeZone));
  const [errors, setErrors] = useState<FieldErrors<ScheduleInput>>({});
  const [attachment, setAttachment] = useState<ScheduleSave['attachment']>({ action: 'keep' });
  const pickFile = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (file) setAttachment({ action: 'replace', file });
    input.value = '';
  };
  const save = useSaveSchedule();
  const readOnly = schedule !== null && !scheduleEditable(schedule);
  const attachedName =
    attachment.action === 'replace' ? attachment.file.name : attachment.action === 'keep' ? schedule?.mediaName : null;

  const errorText = (field: keyof ScheduleInput) => {
    const code = errors[field];
    if (!code) return undefined;
    if (field === 'body' && code === 'invalid') return t('schedules.dialog.bodyTooShort');
    if (code === 'invalid' && field === 'sendAt') return t('backendErrors.ERR_SCHEDULE_IN_PAST');
    return t(`validation.${code}`);
  };
  const change = <K extends keyof typeof form.values>(
    field: K,
    value: (typeof form.values)[K],
    input: keyof ScheduleInput,
  ) => {
    form.setField(field, value);
    setErrors((current) => ({ ...current, [input]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = scheduleInputOf(form.values, timeZone);
    const result = validateForm(scheduleBody, input);
    const late = result.data !== null && new Date(result.data.sendAt).getTime() <= Date.now();
    if (result.data === null || late) {
      setErrors(result.errors ?? { sendAt: 'invalid' });
      return;
    }
    save.mutate(
      { id: schedule?.id ?? null, fields: result.data, attachment },
      {
        onSuccess: () => {
          toast.success(t('schedules.toasts.saved'));
          onClose();
        },
      },
    );
  };

  const title = readOnly ? 'viewTitle' : schedule ? 'editTitle' : 'addTitle';
  return (
    <FormDialogFrame
      titleId="schedule-dialog-title"
      title={t(`schedules.dialog.${title}`)}
      onSubmit={submit}
      onCancel={onClose}
      cancelLabel={t(readOnly ? 'schedules.dialog.close' : 'schedules.dialog.cancel')}
      submitLabel={readOnly ? null : t('schedules.dialog.save')}
      pending={save.isPending}
      extraActions={
        readOnly ? undefined : (
          <Button component="label" startIcon={<AttachFile />} sx={{ mr: 'auto' }}>
            {t('schedules.dialog.attach')}
            <input
              type="file"
              accept={scheduleMediaAccept}
              hidden
              data-testid="schedule-file"
              onChange={(event) => pickFile(event.target)}
            />
          </Button>
        )
      }
    >
      <DialogContent dividers>
        <Stack spacing={2}>
          {readOnly && schedule?.sentAt ? (
            <Alert severity="info">
              {t('schedules.dialog.sentNotice', {
                date: new Date(schedule.sentAt).toLocaleString(i18n.language, { timeZone }),
              })}
            </Alert>
          ) : null}
          {schedule?.status === 'ERRO' && schedule.reason ? (
            <Alert severity="error">
              {t('schedules.dialog.errorNotice', {
                reason: isErrorCode(schedule.reason) ? t(`backendErrors.${schedule.reason}`) : schedule.reason,
              })}
            </Alert>
          ) : null}
          <ScheduleContactField
            value={form.values.contact}
            disabled={readOnly}
            error={errorText('contactId')}
            onChange={(value) => change('contact', value, 'contactId')}
          />
          <TextField
            label={t('schedules.dialog.body')}
            required
            multiline
            minRows={4}
            maxRows={10}
            fullWidth
            disabled={readOnly}
            value={form.values.body}
            onChange={(event) => change('body', event.target.value, 'body')}
            error={Boolean(errorText('body'))}
            helperText={
              errorText('body') ?? t('schedules.dialog.bodyHint', { example: '{{name}}, {{ms}}, {{protocol}}' })
            }
            slotProps={{ htmlInput: { maxLength: scheduleBodyMaxLength } }}
          />
          <TextField
            label={t('schedules.dialog.sendAt')}
            type="datetime-local"
            required
            fullWidth
            disabled={readOnly}
            value={form.values.sendAt}
            onChange={(event) => change('sendAt', event.target.value, 'sendAt')}
            error={Boolean(errorText('sendAt'))}
            helperText={errorText('sendAt') ?? t('schedules.dialog.timeZoneHint', { zone: timeZone })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <ScheduleTicketFields form={form} disabled={readOnly} />
          <ScheduleRecurrenceFields form={form} disabled={readOnly} />
          <ToggleField
            form={form}
            field="assinar"
            label={t('schedules.dialog.assinar')}
            disabled={readOnly}
            kind="checkbox"
          />
          {attachedName ? (
            <Chip
              icon={<AttachFile />}
              label={attachedName}
              variant="outlined"
              data-testid="schedule-attachment"
              sx={{ alignSelf: 'flex-start', maxWidth: '100%' }}
              onDelete={readOnly ? undefined : () => setAttachment({ action: 'remove' })}
              deleteIcon={<DeleteOutlined role="button" aria-label={t('schedules.dialog.removeAttachment')} />}
            />
          ) : null}
        </Stack>
      </DialogContent>
    </FormDialogFrame>
  );
}
