import { type QueueIntegrationAnswer, queueIntegrationTypes } from '@chatdesk/contracts';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from '../../../components/choice-select';
import type { FlowPicker } from '../../../components/flow-picker';
import { FormDialogFrame } from '../../../components/form-dialog-frame';
import { FormTextField } from '../../../components/form-text-field';
import { useSecretReveal } from '../../../components/secret-field';
import { StoredRecordDialog } from '../../../components/stored-record-dialog';
import { queueIntegrationsKeys, useQueueIntegration } from '../api/get-queue-integrations';
import { getQueueIntegrationSecrets } from '../api/integration-secrets';
import { useSaveQueueIntegration } from '../api/save-queue-integration';
import {
  type IntegrationErrors,
  type IntegrationFormValues,
  type IntegrationTextKey,
  integrationErrorsOf,
  integrationInputOf,
  integrationTypeNames,
  integrationValuesOf,
} from '../lib/integration-form';
import { IntegrationTypeFields } from './integration-type-fields';
import { IntegrationTypeLogo } from './integration-type-logo';

interface QueueIntegrationDialogProps {
  /** The integration to edit; null adds one. */
  integrationId: number | null;
  FlowSelect: FlowPicker;
  onClose: () => void;
}

const titleId = 'queue-integration-dialog-title';

/** 'Adicionar projeto' / 'Editar projeto': the integration as it is now, or a new one. */
export function QueueIntegrationDialog({ integrationId, FlowSelect, onClose }: QueueIntegrationDialogProps) {
  const { t } = useTranslation();
  return (
    <StoredRecordDialog
      id={integrationId}
      record={useQueueIntegration(integrationId)}
      listKey={queueIntegrationsKeys.lists}
      titleId={titleId}
      editTitle={t('queueIntegrations.dialog.editTitle')}
      maxWidth="sm"
      onClose={onClose}
    >
      {(integration) => <QueueIntegrationForm integration={integration} FlowSelect={FlowSelect} onClose={onClose} />}
    </StoredRecordDialog>
  );
}

interface QueueIntegrationFormProps {
  integration: QueueIntegrationAnswer | null;
  FlowSelect: FlowPicker;
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
    if (!found) save.save({ id: integration?.id ?? null, body: input }, onClose);
  };

  return (
    <FormDialogFrame
      titleId={titleId}
      title={t(integration ? 'queueIntegrations.dialog.editTitle' : 'queueIntegrations.dialog.addTitle')}
      onSubmit={submit}
      onCancel={onClose}
      cancelLabel={t('queueIntegrations.dialog.cancel')}
      submitLabel={t(integration ? 'queueIntegrations.dialog.save' : 'queueIntegrations.dialog.add')}
      pending={save.pending}
    >
      <DialogContent dividers>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <ChoiceSelect
            name="type"
            label={t('queueIntegrations.dialog.type')}
            value={values.type}
            choices={queueIntegrationTypes.map((type) => ({
              value: type,
              label: (
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5 }}>
                  <IntegrationTypeLogo type={type} size={20} />
                  {integrationTypeNames[type]}
                </Box>
              ),
            }))}
            onChange={(type) => set('type', type)}
          />
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
