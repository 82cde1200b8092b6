import { type PhraseCampaignAnswer, phraseCampaignBody } from '@chatdesk/contracts';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogLoading } from '../../../components/dialog-loading';
import { FormDialogFrame } from '../../../components/form-dialog-frame';
import { FormTextField } from '../../../components/form-text-field';
import { IdSelect } from '../../../components/id-select';
import { SwitchField } from '../../../components/switch-field';
import { validateWithCatalogue } from '../../../lib/schema-issues';
import { phraseCampaignsKeys, phraseConnectionsQuery, usePhraseCampaign } from '../api/get-phrase-campaigns';
import { useSavePhraseCampaign } from '../api/save-phrase-campaign';
import type { FlowPicker } from '../lib/flow-picker';
import {
  type PhraseCampaignFormValues,
  type PhraseCampaignTextKey,
  phraseCampaignInputOf,
  phraseCampaignTexts,
  phraseCampaignValuesOf,
} from '../lib/phrase-campaign-form';

interface PhraseCampaignDialogProps {
  /** The campaign to edit; null adds one. */
  campaignId: number | null;
  FlowSelect: FlowPicker;
  onClose: () => void;
}

type Errors = Partial<Record<keyof PhraseCampaignFormValues, PhraseCampaignTextKey>>;

/**
 * 'Nova campanha com fluxo por frase' / 'Editar campanha com fluxo por frase' (spec 3 §2, §5): name,
 * flow and phrase are required and flagged red when missing; the connection is flagged while none
 * is chosen but does not block saving (the phrase then works on every connection).
 */
export function PhraseCampaignDialog({ campaignId, FlowSelect, onClose }: PhraseCampaignDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const details = usePhraseCampaign(campaignId);
  useEffect(() => {
    // Gone or refused (the error toast says which): close, and show the list as it is now.
    if (!details.isError) return;
    void queryClient.invalidateQueries({ queryKey: phraseCampaignsKeys.list });
    onClose();
  }, [details.isError, queryClient, onClose]);
  const loading = campaignId !== null && !details.data;
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="phrase-campaign-dialog-title">
      {loading ? (
        <DialogLoading titleId="phrase-campaign-dialog-title" title={t('phraseCampaigns.dialog.editTitle')} />
      ) : (
        <PhraseCampaignForm campaign={details.data ?? null} FlowSelect={FlowSelect} onClose={onClose} />
      )}
    </Dialog>
  );
}

interface PhraseCampaignFormProps {
  campaign: PhraseCampaignAnswer | null;
  FlowSelect: FlowPicker;
  onClose: () => void;
}

function PhraseCampaignForm({ campaign, FlowSelect, onClose }: PhraseCampaignFormProps) {
  const { t } = useTranslation();
  const save = useSavePhraseCampaign();
  const connections = useQuery(phraseConnectionsQuery);
  const [values, setValues] = useState(() => phraseCampaignValuesOf(campaign));
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof PhraseCampaignFormValues>(field: K, value: PhraseCampaignFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const errorText = (field: keyof PhraseCampaignFormValues) => {
    const key = errors[field];
    return key ? t(`phraseCampaigns.validation.${key}`) : undefined;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = phraseCampaignInputOf(values);
    const result = validateWithCatalogue(phraseCampaignBody, input, phraseCampaignTexts, 'required');
    setErrors(result.errors ?? {});
    if (result.data) save.mutate({ id: campaign?.id ?? null, body: result.data }, { onSuccess: onClose });
  };

  return (
    <FormDialogFrame
      titleId="phrase-campaign-dialog-title"
      title={t(campaign ? 'phraseCampaigns.dialog.editTitle' : 'phraseCampaigns.dialog.addTitle')}
      onSubmit={submit}
      onCancel={onClose}
      cancelLabel={t('phraseCampaigns.dialog.cancel')}
      submitLabel={t(campaign ? 'phraseCampaigns.dialog.save' : 'phraseCampaigns.dialog.add')}
      pending={save.isPending}
    >
      <DialogContent dividers>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormTextField
            name="name"
            label={t('phraseCampaigns.dialog.name')}
            value={values.name}
            onValueChange={(value) => set('name', value)}
            error={errorText('name')}
            required
            autoFocus
            fullWidth
            size="small"
          />
          <FlowSelect
            name="flowId"
            label={t('phraseCampaigns.dialog.flow')}
            value={values.flowId}
            onChange={(flowId) => set('flowId', flowId)}
            error={errorText('flowId')}
            required
          />
          <IdSelect
            label={t('phraseCampaigns.dialog.whatsapp')}
            value={values.whatsappId}
            options={connections.data}
            onChange={(whatsappId) => set('whatsappId', whatsappId)}
            disabled={false}
            emptyLabel={t('phraseCampaigns.dialog.allConnections')}
            error={values.whatsappId === '' ? t('phraseCampaigns.dialog.whatsappHint') : undefined}
          />
          <FormTextField
            name="phrase"
            label={t('phraseCampaigns.dialog.phrase')}
            value={values.phrase}
            onValueChange={(value) => set('phrase', value)}
            error={errorText('phrase')}
            hint={t('phraseCampaigns.dialog.phraseHint')}
            required
            fullWidth
            size="small"
          />
          <SwitchField
            name="status"
            label={t('phraseCampaigns.dialog.status')}
            checked={values.status}
            onChange={(status) => set('status', status)}
          />
        </Stack>
      </DialogContent>
    </FormDialogFrame>
  );
}
