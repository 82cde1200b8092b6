import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

interface TagColorFieldProps {
  value: string;
  onChange: (color: string) => void;
  error?: string;
}

const sixDigits = (value: string) => (/^#[0-9a-f]{6}$/i.test(value) ? value : '#000000');

/** The tag's colour: typed as a hex code or chosen in the browser's picker beside it. */
export function TagColorField({ value, onChange, error }: TagColorFieldProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        name="color"
        label={t('tags.dialog.fields.color')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={Boolean(error)}
        helperText={error}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 9 } }}
      />
      <Box
        component="input"
        type="color"
        aria-label={t('tags.dialog.fields.pickColor')}
        value={sixDigits(value)}
        onChange={(event) => onChange((event.target as HTMLInputElement).value.toUpperCase())}
        sx={{
          width: 56,
          height: 56,
          p: 0.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'transparent',
        }}
      />
    </Stack>
  );
}
