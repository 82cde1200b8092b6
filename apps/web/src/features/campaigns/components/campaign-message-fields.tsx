import {
  campaignBuiltInVariables,
  campaignConfirmationFields,
  campaignMessageFields,
  campaignMessageMaxLength,
} from '@chatdesk/contracts';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormState } from '../../../lib/form-state';
import { campaignSettingsQuery } from '../api/campaign-settings';
import type { CampaignFormValues, CampaignTextField } from '../lib/campaign-form';

interface CampaignMessageFieldsProps {
  form: FormState<CampaignFormValues>;
  disabled: boolean;
  /** The translated problem of a text field, if any. */
  errorOf: (field: CampaignTextField) => string | undefined;
}

type Group = 'messages' | 'confirmations';
const allTextFields = [...campaignMessageFields, ...campaignConfirmationFields];
const fieldsOf: Record<Group, readonly CampaignTextField[]> = {
  messages: campaignMessageFields,
  confirmations: campaignConfirmationFields,
};

/**
 * Spec 3 §2: five message variants and five confirmation variants (the confirmations only with the
 * confirmation switch on), one tab per variant, with the variables a text may use.
 */
export function CampaignMessageFields({ form, disabled, errorOf }: CampaignMessageFieldsProps) {
  const { t } = useTranslation();
  const [group, setGroup] = useState<Group>('messages');
  const [variant, setVariant] = useState(0);
  const settings = useQuery(campaignSettingsQuery);
  const custom = settings.data?.variables.map((variable) => variable.key) ?? [];
  const variables = [...campaignBuiltInVariables, ...custom].map((key) => `{${key}}`).join(', ');
  const failing = allTextFields.find((name) => errorOf(name));
  // When saving fails, the first variant with a problem is shown.
  useEffect(() => {
    if (!failing) return;
    const next: Group = (campaignConfirmationFields as readonly string[]).includes(failing)
      ? 'confirmations'
      : 'messages';
    setGroup(next);
    setVariant(fieldsOf[next].indexOf(failing));
  }, [failing]);
  // Confirmations are sent only with the confirmation switch on.
  const active: Group = form.values.confirmation ? group : 'messages';
  const shown = fieldsOf[active][variant] ?? 'message1';
  const label = (index: number) =>
    t(active === 'messages' ? 'campaigns.dialog.message' : 'campaigns.dialog.confirmationMessage', {
      number: index + 1,
    });

  return (
    <Stack spacing={1}>
      <Tabs
        value={active}
        onChange={(_, next: Group) => {
          setGroup(next);
          setVariant(0);
        }}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        <Tab value="messages" label={t('campaigns.dialog.messagesTab')} />
        <Tab
          value="confirmations"
          label={t('campaigns.dialog.confirmationsTab')}
          disabled={!form.values.confirmation}
        />
      </Tabs>
      <Tabs
        value={variant}
        onChange={(_, next: number) => setVariant(next)}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {fieldsOf[active].map((name, index) => (
          <Tab key={name} value={index} label={index + 1} aria-label={label(index)} sx={{ minWidth: 48 }} />
        ))}
      </Tabs>
      <TextField
        key={shown}
        label={label(variant)}
        multiline
        minRows={4}
        maxRows={10}
        fullWidth
        required={variant === 0}
        disabled={disabled}
        value={form.values.texts[shown]}
        onChange={(event) => form.setField('texts', { ...form.values.texts, [shown]: event.target.value })}
        error={Boolean(errorOf(shown))}
        helperText={errorOf(shown)}
        slotProps={{ htmlInput: { maxLength: campaignMessageMaxLength } }}
      />
      <Typography variant="caption" color="text.secondary" data-testid="campaign-variables">
        {t('campaigns.dialog.variablesHint', { variables })}
      </Typography>
    </Stack>
  );
}
