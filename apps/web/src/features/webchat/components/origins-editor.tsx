import { webchatOrigin } from '@chatdesk/contracts';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface OriginsEditorProps {
  origins: string[];
  onChange: (origins: string[]) => void;
}

/** The allowed origins as chips; a new one is checked with the API's own schema before it is added. */
export function OriginsEditor({ origins, onChange }: OriginsEditorProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState(false);

  const add = () => {
    const parsed = webchatOrigin.safeParse(draft.trim().replace(/\/$/, ''));
    if (!parsed.success) return setError(true);
    if (!origins.includes(parsed.data)) onChange([...origins, parsed.data]);
    setDraft('');
    setError(false);
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={t('webchat.origins.label')}
          value={draft}
          size="small"
          fullWidth
          placeholder="https://www.example.com"
          error={error}
          helperText={error ? t('webchat.origins.invalid') : t('webchat.origins.help')}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(false);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
        />
        <Button variant="outlined" onClick={add} disabled={!draft.trim()}>
          {t('webchat.origins.add')}
        </Button>
      </Stack>
      {origins.length === 0 ? (
        <Typography variant="body2" color="warning.main">
          {t('webchat.origins.empty')}
        </Typography>
      ) : (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label={t('webchat.origins.label')}>
          {origins.map((origin) => (
            <Chip
              key={origin}
              label={origin}
              onDelete={() => onChange(origins.filter((other) => other !== origin))}
              title={t('webchat.origins.remove', { origin })}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
