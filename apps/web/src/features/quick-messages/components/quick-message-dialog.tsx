import { type QuickMessageAnswer, quickMessageBody, quickMessageTextMaxLength } from '@chatdesk/contracts';
import AttachFile from '@mui/icons-material/AttachFile';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentField, useAttachment } from '../../../components/attachment-field';
import { FormDialogFrame } from '../../../components/form-dialog-frame';
import { bindTextFields, FormTextField } from '../../../components/form-text-field';
import { useFormState } from '../../../lib/form-state';
import { toast } from '../../../lib/toast';
import { useSaveQuickMessage } from '../api/save-quick-message';

interface QuickMessageFormValues {
  shortcode: string;
  message: string;
  geral: boolean;
  visao: boolean;
}

const valuesOf = (reply: QuickMessageAnswer | null): QuickMessageFormValues => ({
  shortcode: reply?.shortcode ?? '',
  message: reply?.message ?? '',
  geral: reply?.geral ?? false,
  visao: reply?.visao ?? true,
});

/** The editor (spec 3 §2): shortcode, reply text, global and visible flags and an optional attachment. */
export function QuickMessageDialog({ reply, onClose }: { reply: QuickMessageAnswer | null; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="quick-message-dialog-title">
      <QuickMessageForm reply={reply} onClose={onClose} />
    </Dialog>
  );
}

function QuickMessageForm({ reply, onClose }: { reply: QuickMessageAnswer | null; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useFormState(valuesOf(reply));
  const attachment = useAttachment(reply?.mediaName);
  const save = useSaveQuickMessage();

  const errorText = (field: keyof QuickMessageFormValues) => {
    const code = form.errors[field];
    if (!code) return undefined;
    return code === 'invalid' ? t('quickMessages.dialog.noSpaces') : t(`validation.${code}`);
  };
  const text = bindTextFields(form, errorText);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = form.validate(quickMessageBody, form.values);
    if (!result.ok) return;
    save.mutate(
      { id: reply?.id ?? null, fields: result.data, attachment: attachment.change },
      {
        onSuccess: () => {
          toast.success(t('quickMessages.toasts.saved'));
          onClose();
        },
      },
    );
  };

  return (
    <FormDialogFrame
      titleId="quick-message-dialog-title"
      title={t(reply ? 'quickMessages.dialog.editTitle' : 'quickMessages.dialog.addTitle')}
      onSubmit={submit}
      onCancel={onClose}
      cancelLabel={t('quickMessages.dialog.cancel')}
      submitLabel={t('quickMessages.dialog.save')}
      pending={save.isPending}
      extraActions={
        <Button startIcon={<AttachFile />} onClick={attachment.open} sx={{ mr: 'auto' }}>
          {t('quickMessages.dialog.attach')}
        </Button>
      }
    >
      <DialogContent dividers>
        <Stack spacing={2}>
          <FormTextField
            {...text('shortcode')}
            label={t('quickMessages.dialog.shortcode')}
            hint={t('quickMessages.dialog.shortcodeHint')}
            required
            autoFocus
            fullWidth
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <FormTextField
            {...text('message')}
            label={t('quickMessages.dialog.message')}
            hint={t('quickMessages.dialog.messageHint', { example: '{{firstName}}, {{protocol}}' })}
            multiline
            minRows={4}
            maxRows={12}
            fullWidth
            slotProps={{ htmlInput: { maxLength: quickMessageTextMaxLength } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
            <FormControlLabel
              control={
                <Checkbox checked={form.values.geral} onChange={(_, checked) => form.setField('geral', checked)} />
              }
              label={t('quickMessages.dialog.geral')}
            />
            <FormControlLabel
              control={
                <Checkbox checked={form.values.visao} onChange={(_, checked) => form.setField('visao', checked)} />
              }
              label={t('quickMessages.dialog.visao')}
            />
          </Stack>
          <AttachmentField
            attachment={attachment}
            removeLabel={t('quickMessages.dialog.removeAttachment')}
            testId="quick-message"
          />
        </Stack>
      </DialogContent>
    </FormDialogFrame>
  );
}
