import { type QueueIntegrationAnswer, queueIntegrationTypes } from '@chatdesk/contracts';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogLoading } from '../../../components/dialog-loading';
import { FormDialogFrame } from '../../../components/form-dialog-frame';
import { FormTextField } from '../../../components/form-text-field';
import { useSecretReveal } from '../../../components/secret-field';
import { queueIntegrationsKeys, useQueueIntegration } from '../api/get-queue-integrations';
import { getQueueIntegrationSecrets } from '../api/integration-secrets';
import { useSaveQueueIntegration } from '../api/save-queue-integration';
import type { IntegrationFlowPicker } from '../lib/flow-picker';
import {
  type IntegrationErrors,
  type IntegrationFormValues,
  type IntegrationTextKey,
  integrationErrorsOf,
  integrationInputOf,
  integrationValuesOf,
} from '../lib/integration-form';
import { IntegrationTypeFields } from './integration-type-fields';
import { IntegrationTypeLogo } from './integration-type-logo';

interface QueueIntegrationDialogProps {
  /** The integration to edit; null adds one. */
  integrationId: number | null;
  FlowSelect: IntegrationFlowPicker;
  onClose: () => void;
}

const titleId = 'queue-integration-dialog-title';

/** 'Adicionar projeto' / 'Editar projeto': the integration as it is now, or a new one. Full screen on phones. */
export function QueueIntegrationDialog({ integrationId, FlowSelect, onClose }: QueueIntegrationDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const details = useQueueIntegration(integrationId);
  useEffect(() => {
    // Gone or refused (the error toast says which): close, and show the list as it is now.
    if (!details.isError) return;
    void queryClient.invalidateQueries({ queryKey: queueIntegrationsKeys.lists });
    onClose();
  }, [details.isError, queryClient, onClose]);
  const loading = integrationId !== null && !details.data;
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth fullScreen={phone} aria-labelledby={titleId}>
      {loading ? (
        <DialogLoading titleId={titleId} title={t('queueIntegrations.dialog.editTitle')} />
      ) : (
        <QueueIntegrationForm integration={details.data ?? null} FlowSelect={FlowSelect} onClose={onClose} />
      )}
    </Dialog>
  );
}

interface QueueIntegrationFormProps {
  integration: QueueIntegrationAnswer | null;
  FlowSelect: IntegrationFlowPicker;
  onClose: () => void;
}

function QueueIntegrationForm({ integration, FlowSelect, onClose }: QueueIntegrationFormProps) {
  const { t } = useTranslation();
  const save = useSaveQueueIntegration();
  const [values, setValues] = useState(() => integrationValuesOf(integration));
  const [errors, setErrors] = useState<IntegrationErrors>({});
  const reveal = useSecretReveal(integration ? () => getQueueIntegrationSecrets(integration.id) : null);
  const set = <K extends keyof IntegrationFormValues>(field: K, value: IntegrationFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const errorText = (field: keyof IntegrationFormValues) => {
    const key: IntegrationTextKey | undefined = errors[field];
    return key ? t(`queueIntegrations.validation.${key}`) : undefined;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = integrationInputOf(values, integration);
    const found = integrationErrorsOf(input);
    setErrors(found ?? {});
    // The body may hold a secret: once settled, the mutation and its variables leave the cache (gcTime 0).
    const forget = () => save.reset();
    if (!found) save.mutate({ id: integration?.id ?? null, body: input }, { onSuccess: onClose, onSettled: forget });
  };

  return (
    <FormDialogFrame
      titleId={titleId}
      title={t(integration ? 'queueIntegrations.dialog.editTitle' : 'queueIntegrations.dialog.addTitle')}
      onSubmit={submit}
      onCancel={onClose}
      cancelLabel={t('queueIntegrations.dialog.cancel')}
      submitLabel={t(integration ? 'queueIntegrations.dialog.save' : 'queueIntegrations.dialog.add')}
      pending={save.isPending}
    >
      <DialogContent dividers>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            name="type"
            label={t('queueIntegrations.dialog.type')}
            value={values.type}
            onChange={(event) => set('type', event.target.value as IntegrationFormValues['type'])}
            fullWidth
            size="small"
          >
            {queueIntegrationTypes.map((type) => (
              <MenuItem key={type} value={type} sx={{ gap: 1.5 }}>
                <IntegrationTypeLogo type={type} size={20} />
                {t(`queueIntegrations.types.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          <FormTextField
            name="name"
            label={t('queueIntegrations.dialog.name')}
            value={values.name}
            onValueChange={(value) => set('name', value)}
            error={errorText('name')}
            required
            autoFocus
            fullWidth
            size="small"
          />
          <IntegrationTypeFields
            values={values}
            stored={integration}
            set={set}
            errorText={errorText}
            reveal={reveal}
            FlowSelect={FlowSelect}
          />
        </Stack>
      </DialogContent>
    </FormDialogFrame>
  );
}
