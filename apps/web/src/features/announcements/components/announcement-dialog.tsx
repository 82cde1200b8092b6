import {
  type AnnouncementAnswer,
  announcementBody,
  announcementMediaAccept,
  announcementPriorities,
  announcementTextMaxLength,
  announcementTitleMaxLength,
  defaultAnnouncementPriority,
} from '@chatdesk/contracts';
import AttachFile from '@mui/icons-material/AttachFile';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentField, useAttachment } from '../../../components/attachment-field';
import { FormDialogFrame } from '../../../components/form-dialog-frame';
import { bindTextFields, FormTextField } from '../../../components/form-text-field';
import { useFormState } from '../../../lib/form-state';
import { toast } from '../../../lib/toast';
import { useSaveAnnouncement } from '../api/save-announcement';
import { priorityLevelOf } from './priority-chip';

interface AnnouncementFormValues {
  title: string;
  text: string;
  priority: number;
  status: boolean;
}

/** Spec 3 §5 defaults: priority 3 (low), active. */
const valuesOf = (announcement: AnnouncementAnswer | null): AnnouncementFormValues => ({
  title: announcement?.title ?? '',
  text: announcement?.text ?? '',
  priority: announcement?.priority ?? defaultAnnouncementPriority,
  status: announcement?.status ?? true,
});

interface AnnouncementDialogProps {
  announcement: AnnouncementAnswer | null;
  onClose: () => void;
}

/** The editor (spec 3 §2/§5): title, text, priority, status and an optional png or jpeg picture. */
export function AnnouncementDialog({ announcement, onClose }: AnnouncementDialogProps) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="announcement-dialog-title">
      <AnnouncementForm announcement={announcement} onClose={onClose} />
    </Dialog>
  );
}

function AnnouncementForm({ announcement, onClose }: AnnouncementDialogProps) {
  const { t } = useTranslation();
  const form = useFormState(valuesOf(announcement));
  const attachment = useAttachment(announcement?.mediaName);
  const save = useSaveAnnouncement();
  const errorText = (field: keyof AnnouncementFormValues) => {
    const code = form.errors[field];
    return code ? t(`validation.${code}`) : undefined;
  };
  const text = bindTextFields(form, errorText);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = form.validate(announcementBody, form.values);
    if (!result.ok) return;
    save.mutate(
      { id: announcement?.id ?? null, fields: result.data, media: attachment.change },
      {
        onSuccess: () => {
          toast.success(t('announcements.toasts.saved'));
          onClose();
        },
      },
    );
  };

  return (
    <FormDialogFrame
      titleId="announcement-dialog-title"
      title={t(announcement ? 'announcements.dialog.editTitle' : 'announcements.dialog.addTitle')}
      onSubmit={submit}
      onCancel={onClose}
      cancelLabel={t('announcements.dialog.cancel')}
      submitLabel={t('announcements.dialog.save')}
      pending={save.isPending}
      extraActions={
        <Button startIcon={<AttachFile />} onClick={attachment.open} sx={{ mr: 'auto' }}>
          {t('announcements.dialog.attach')}
        </Button>
      }
    >
      <DialogContent dividers>
        <Stack spacing={2}>
          <FormTextField
            {...text('title')}
            label={t('announcements.dialog.title')}
            required
            autoFocus
            fullWidth
            slotProps={{ htmlInput: { maxLength: announcementTitleMaxLength } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              fullWidth
              label={t('announcements.dialog.priority')}
              value={form.values.priority}
              onChange={(event) => form.setField('priority', Number(event.target.value))}
            >
              {announcementPriorities.map((priority) => (
                <MenuItem key={priority} value={priority}>
                  {t(`announcements.priorities.${priorityLevelOf(priority).key}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              fullWidth
              label={t('announcements.dialog.status')}
              value={form.values.status ? 'active' : 'inactive'}
              onChange={(event) => form.setField('status', event.target.value === 'active')}
            >
              <MenuItem value="active">{t('announcements.statuses.active')}</MenuItem>
              <MenuItem value="inactive">{t('announcements.statuses.inactive')}</MenuItem>
            </TextField>
          </Stack>
          <FormTextField
            {...text('text')}
            label={t('announcements.dialog.text')}
            required
            multiline
            minRows={4}
            maxRows={12}
            fullWidth
            slotProps={{ htmlInput: { maxLength: announcementTextMaxLength } }}
          />
          <AttachmentField
            attachment={attachment}
            removeLabel={t('announcements.dialog.removeMedia')}
            accept={announcementMediaAccept}
            testId="announcement"
          />
        </Stack>
      </DialogContent>
    </FormDialogFrame>
  );
}
