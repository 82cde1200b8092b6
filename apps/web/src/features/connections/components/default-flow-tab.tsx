import Stack from '@mui/material/Stack';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowSelectProps } from '../lib/connection-slots';
import type { ConnectionForm } from '../lib/use-connection-form';
import { useFieldError } from './form-fields';

const flowFields = ['flowIdWelcome', 'flowIdNotPhrase'] as const;

interface DefaultFlowTabProps {
  form: ConnectionForm;
  FlowSelect: ComponentType<FlowSelectProps>;
}

/**
 * Spec 2 connection modal, "Fluxo padrão": the flow that welcomes a new contact (flowIdWelcome) and
 * the flow that answers when nothing else matched (flowIdNotPhrase), each chosen by name or cleared.
 */
export function DefaultFlowTab({ form, FlowSelect }: DefaultFlowTabProps) {
  const { t } = useTranslation();
  const errorOf = useFieldError(form);
  return (
    <Stack spacing={3} sx={{ pt: 1 }}>
      {flowFields.map((field) => (
        <FlowSelect
          key={field}
          name={field}
          label={t(`connections.modal.fields.${field}`)}
          hint={t(`connections.modal.flowHints.${field}`)}
          error={errorOf(field)}
          value={form.values[field]}
          onChange={(flowId) => form.setField(field, flowId)}
        />
      ))}
    </Stack>
  );
}
