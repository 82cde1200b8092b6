import ContentCopy from '@mui/icons-material/ContentCopy';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useCopyToClipboard } from '../lib/clipboard';

interface CopyFieldProps {
  label: string;
  value: string;
  /** The copy button's tooltip and accessible name. */
  copyLabel: string;
  /** The toast after a successful copy. */
  copiedText: string;
  helperText?: string;
  /** A multi-line value (a code snippet), shown in a monospace font. */
  multiline?: boolean;
  testId?: string;
}

/** A read-only value with a copy button (a webhook URL, an embed snippet, a secret); nothing to copy disables it. */
export function CopyField({
  label,
  value,
  copyLabel,
  copiedText,
  helperText,
  multiline = false,
  testId,
}: CopyFieldProps) {
  const copyToClipboard = useCopyToClipboard();
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
                {/* The span lets the tooltip work while the button is disabled. */}
                <span>
                  <IconButton
                    aria-label={copyLabel}
                    onClick={() => copyToClipboard(value, copiedText)}
                    disabled={!value}
                    edge="end"
                    size="small"
                  >
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
