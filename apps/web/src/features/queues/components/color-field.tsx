import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

interface ColorFieldProps {
  value: string;
  onChange: (color: string) => void;
  error?: string;
}

const isHexColor = (value: string) => /^#[0-9a-f]{6}$/i.test(value);

/** A colour (3 to 9 characters, spec 2 §5) typed as text or picked; the swatch opens the picker. */
export function ColorField({ value, onChange, error }: ColorFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      name="color"
      label={t('admin.queues.dialog.fields.color')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      required
      fullWidth
      slotProps={{
        htmlInput: { maxLength: 9 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="label"
                title={t('admin.queues.dialog.fields.pickColor')}
                sx={{
                  width: 24,
                  height: 24,
                  borderRadius: 1,
                  border: 1,
                  borderColor: 'divider',
                  bgcolor: value || 'transparent',
                  cursor: 'pointer',
                  position: 'relative',
                }}
              >
                <Box
                  component="input"
                  type="color"
                  aria-label={t('admin.queues.dialog.fields.pickColor')}
                  value={isHexColor(value) ? value : '#000000'}
                  onChange={(event) => onChange((event.target as HTMLInputElement).value)}
                  sx={{ position: 'absolute', inset: 0, opacity: 0, cursor: 'pointer', width: 1, height: 1 }}
                />
              </Box>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
