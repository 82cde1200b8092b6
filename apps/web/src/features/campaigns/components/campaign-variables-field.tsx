import type { CampaignVariable } from '@chatdesk/contracts';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface CampaignVariablesFieldProps {
  variables: CampaignVariable[];
  onChange: (variables: CampaignVariable[]) => void;
  /** Rows whose key is refused (reserved, repeated or malformed). */
  invalidRows: ReadonlySet<number>;
}

/** Spec 3 §3 custom variables: `{key}` in a campaign's texts becomes `value`. */
export function CampaignVariablesField({ variables, onChange, invalidRows }: CampaignVariablesFieldProps) {
  const { t } = useTranslation();
  const update = (index: number, change: Partial<CampaignVariable>) =>
    onChange(variables.map((variable, at) => (at === index ? { ...variable, ...change } : variable)));
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        {t('campaigns.settings.variablesHint')}
      </Typography>
      {variables.map((variable, index) => (
        <Stack
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own; the position is their identity while editing
          key={index}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <TextField
            size="small"
            label={t('campaigns.settings.variableKey')}
            value={variable.key}
            onChange={(event) => update(index, { key: event.target.value })}
            error={invalidRows.has(index)}
            helperText={invalidRows.has(index) ? t('campaigns.settings.invalidKey') : undefined}
            slotProps={{ htmlInput: { maxLength: 30 } }}
            sx={{ flex: 1 }}
          />
          <TextField
            size="small"
            label={t('campaigns.settings.variableValue')}
            value={variable.value}
            onChange={(event) => update(index, { value: event.target.value })}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
            sx={{ flex: 2 }}
          />
          <IconButton
            aria-label={t('campaigns.settings.removeVariable', { key: variable.key })}
            onClick={() => onChange(variables.filter((_, at) => at !== index))}
            sx={{ alignSelf: { xs: 'flex-end', sm: 'center' } }}
          >
            <DeleteOutlined />
          </IconButton>
        </Stack>
      ))}
      <Button
        startIcon={<Add />}
        onClick={() => onChange([...variables, { key: '', value: '' }])}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('campaigns.settings.addVariable')}
      </Button>
    </Stack>
  );
}
