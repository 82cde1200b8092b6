import type { GlobalSettingKey } from '@chatdesk/contracts';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One secret global setting (a payment credential, a webhook secret): only whether it is set, with
 * 'Substituir' (an empty password field; Salvar sends the typed value) and 'Remover' (saves '').
 * The typed value lives in this component's state only until it is saved or cancelled.
 */
export function SecretSettingField({
  name,
  label,
  isSet,
  pending,
  onSave,
}: {
  name: GlobalSettingKey;
  label: string;
  isSet: boolean;
  pending: boolean;
  onSave: (value: string, onSaved: () => void) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const stop = () => setDraft(null);
  const status = t(isSet ? 'platform.credentials.configured' : 'platform.credentials.notConfigured');

  return (
    <Stack spacing={1} data-testid={`secret-setting-${name}`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {label}
        </Typography>
        <Chip size="small" variant="outlined" color={isSet ? 'success' : 'default'} label={status} />
      </Stack>
      {draft === null ? (
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            onClick={() => setDraft('')}
            aria-label={`${t('platform.credentials.replace')}: ${label}`}
          >
            {t('platform.credentials.replace')}
          </Button>
          {isSet ? (
            <Button
              size="small"
              color="error"
              disabled={pending}
              onClick={() => onSave('', stop)}
              aria-label={`${t('platform.credentials.remove')}: ${label}`}
            >
              {t('platform.credentials.remove')}
            </Button>
          ) : null}
        </Stack>
      ) : (
        <Stack
          component="form"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'flex-start' } }}
          onSubmit={(event) => {
            event.preventDefault();
            if (draft.trim()) onSave(draft.trim(), stop);
          }}
        >
          <TextField
            name={name}
            type="password"
            label={t('platform.credentials.newValue')}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            autoFocus
            fullWidth
            size="small"
            slotProps={{
              htmlInput: {
                // The visible label stays short on phones; the accessible name says whose value it is.
                'aria-label': `${t('platform.credentials.newValue')}: ${label}`,
                maxLength: 2000,
                autoComplete: 'new-password',
                spellCheck: false,
              },
            }}
          />
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" size="small" loading={pending} disabled={!draft.trim()}>
              {t('platform.credentials.save')}
            </Button>
            <Button size="small" onClick={stop} disabled={pending}>
              {t('platform.credentials.cancel')}
            </Button>
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
