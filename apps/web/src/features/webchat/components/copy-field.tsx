import ContentCopy from '@mui/icons-material/ContentCopy';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';

interface CopyFieldProps {
  label: string;
  value: string;
  copyLabel: string;
  helperText?: string;
  multiline?: boolean;
  testId?: string;
}

/** A read-only value with a copy button (the embed snippet, the identity secret). */
export function CopyField({ label, value, copyLabel, helperText, multiline = false, testId }: CopyFieldProps) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(t('webchat.toasts.copied'));
    } catch {
      toast.error(t('errors.generic'));
    }
  };
  return (
    <TextField
      label={label}
      value={value}
      helperText={helperText}
      fullWidth
      size="small"
      multiline={multiline}
      slotProps={{
        htmlInput: { readOnly: true, ...(testId ? { 'data-testid': testId } : {}), spellCheck: false },
        input: {
          sx: multiline ? { fontFamily: 'monospace', fontSize: 13 } : undefined,
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={copyLabel}>
                <span>
                  <IconButton aria-label={copyLabel} onClick={copy} disabled={!value} edge="end" size="small">
                    <ContentCopy fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
