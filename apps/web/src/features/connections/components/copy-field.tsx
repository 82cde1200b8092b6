import ContentCopy from '@mui/icons-material/ContentCopy';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';

/** A read-only value with a copy button (the webhook URL to configure at Meta). */
export function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  const copyLabel = t('connections.meta.copy', { label });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(t('connections.meta.copied'));
    } catch {
      toast.error(t('errors.generic'));
    }
  };
  return (
    <TextField
      label={label}
      value={value}
      fullWidth
      size="small"
      slotProps={{
        htmlInput: { readOnly: true },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={copyLabel}>
                <IconButton aria-label={copyLabel} onClick={copy} edge="end" size="small">
                  <ContentCopy fontSize="small" />
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
