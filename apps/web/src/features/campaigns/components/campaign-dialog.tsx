import {
  type CampaignInput,
  type CampaignRecord,
  campaignBody,
  campaignEditable,
  campaignSaveable,
} from '@chatdesk/contracts';
import AttachFile from '@mui/icons-material/AttachFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentField, useAttachment } from '../../../components/attachment-field';
import { FormDialogFrame } from '../../../components/form-dialog-frame';
import { useFormState } from '../../../lib/form-state';
import { type FieldErrors, validateForm } from '../../../lib/form-validation';
import { toast } from '../../../lib/toast';
import { useSaveCampaign } from '../api/save-campaign';
import { campaignFormValues, campaignInputOf } from '../lib/campaign-form';
import { CampaignMessageFields } from './campaign-message-fields';
import { CampaignTargetFields } from './campaign-target-fields';
import { CampaignTicketFields } from './campaign-ticket-fields';

interface CampaignDialogProps {
  /** The campaign to edit, or null for a new one. */
  campaign: CampaignRecord | null;
  timeZone: string;
  onClose: () => void;
}

/** Spec 3 §2 / §4: the campaign dialog; read-only unless the campaign may still be saved. */
export function CampaignDialog(props: CampaignDialogProps) {
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="md" aria-labelledby="campaign-dialog-title">
      <CampaignForm {...props} />
    </Dialog>
  );
}

function CampaignForm({ campaign, timeZone, onClose }: CampaignDialogProps) {
  const { t } = useTranslation();
  const form = useFormState(campaignFormValues(campaign, timeZone));
  const [errors, setErrors] = useState<FieldErrors<CampaignInput>>({});
  const attachment = useAttachment(campaign?.mediaName);
  const save = useSaveCampaign();
  const now = new Date();
  const readOnly = campaign !== null && !campaignSaveable(campaign, now);
  const cancelled = campaign !== null && campaign.status === 'CANCELADA' && !campaignEditable(campaign, now);

  const errorOf = (field: keyof CampaignInput) => {
    const code = errors[field];
    if (!code) return undefined;
    if (field === 'queueId') return t('campaigns.dialog.queueRequired');
    return t(`validation.${code}`);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (readOnly) return;
    const result = validateForm(campaignBody, campaignInputOf(form.values, timeZone));
    setErrors(result.errors ?? {});
    if (result.data === null) return;
    save.mutate(
      { id: campaign?.id ?? null, fields: result.data, attachment: attachment.change },
      {
        onSuccess: () => {
          toast.success(t('campaigns.toasts.saved'));
          onClose();
        },
      },
    );
  };

  const title = readOnly ? 'viewTitle' : campaign ? 'editTitle' : 'addTitle';
  return (
    <FormDialogFrame
      titleId="campaign-dialog-title"
      title={t(`campaigns.dialog.${title}`)}
      onSubmit={submit}
      onCancel={onClose}
      cancelLabel={t(readOnly ? 'campaigns.dialog.close' : 'campaigns.dialog.cancel')}
      submitLabel={readOnly ? null : t('campaigns.dialog.save')}
      pending={save.isPending}
      extraActions={
        readOnly ? undefined : (
          <Button startIcon={<AttachFile />} onClick={attachment.open} sx={{ mr: 'auto' }}>
            {t('campaigns.dialog.attach')}
          </Button>
        )
      }
    >
      <DialogContent dividers>
        <Stack spacing={2}>
          {readOnly ? <Alert severity="info">{t('campaigns.dialog.readOnly')}</Alert> : null}
          {cancelled ? <Alert severity="warning">{t('campaigns.dialog.cancelledNotice')}</Alert> : null}
          <CampaignTargetFields form={form} disabled={readOnly} timeZone={timeZone} errorOf={errorOf} />
          <CampaignMessageFields form={form} disabled={readOnly} errorOf={errorOf} />
          {readOnly ? (
            campaign?.mediaName ? (
              <Chip
                icon={<AttachFile />}
                label={campaign.mediaName}
                variant="outlined"
                sx={{ alignSelf: 'flex-start' }}
              />
            ) : null
          ) : (
            <AttachmentField
              attachment={attachment}
              removeLabel={t('campaigns.dialog.removeAttachment')}
              testId="campaign"
            />
          )}
          <CampaignTicketFields form={form} disabled={readOnly} queueError={errorOf('queueId')} />
        </Stack>
      </DialogContent>
    </FormDialogFrame>
  );
}
