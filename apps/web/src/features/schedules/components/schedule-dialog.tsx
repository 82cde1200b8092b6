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
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormState } from '../../../lib/form-state';
import { type FieldErrors, validateForm } from '../../../lib/form-validation';
import { toast } from '../../../lib/toast';
import { type ScheduleSave, useSaveSchedule } from '../api/save-schedule';
import type { ScheduleContactRef } from '../api/schedule-references';
import { scheduleFormValues, scheduleInputOf } from '../lib/schedule-form';
import { ScheduleContactField } from './schedule-contact-field';
import { ScheduleRecurrenceFields, ScheduleTicketFields } from './schedule-options-fields';

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
  const picker = useRef<HTMLInputElement>(null);
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
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle id="schedule-dialog-title">{t(`schedules.dialog.${title}`)}</DialogTitle>
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
          <FormControlLabel
            control={
              <Checkbox
                checked={form.values.assinar}
                disabled={readOnly}
                onChange={(_, checked) => form.setField('assinar', checked)}
              />
            }
            label={t('schedules.dialog.assinar')}
          />
          {attachedName ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
              <AttachFile fontSize="small" color="action" />
              <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }} data-testid="schedule-attachment">
                {attachedName}
              </Typography>
              {readOnly ? null : (
                <IconButton
                  size="small"
                  aria-label={t('schedules.dialog.removeAttachment')}
                  onClick={() => setAttachment({ action: 'remove' })}
                >
                  <DeleteOutlined fontSize="small" />
                </IconButton>
              )}
            </Stack>
          ) : null}
          <input
            ref={picker}
            type="file"
            accept={scheduleMediaAccept}
            hidden
            data-testid="schedule-file"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) setAttachment({ action: 'replace', file });
              event.target.value = '';
            }}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {readOnly ? (
          <Button onClick={onClose}>{t('schedules.dialog.close')}</Button>
        ) : (
          <>
            <Button startIcon={<AttachFile />} onClick={() => picker.current?.click()} sx={{ mr: 'auto' }}>
              {t('schedules.dialog.attach')}
            </Button>
            <Button onClick={onClose}>{t('schedules.dialog.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {t('schedules.dialog.save')}
            </Button>
          </>
        )}
      </DialogActions>
    </Box>
  );
}
