import ContentCopy from '@mui/icons-material/ContentCopy';
import Refresh from '@mui/icons-material/Refresh';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopyToClipboard } from '../../../lib/clipboard';
import { toast } from '../../../lib/toast';
import { useRegenerateToken } from '../api/token';

/** All but the last 4 characters hidden. */
const masked = (token: string) => (token.length <= 4 ? token : `${'•'.repeat(token.length - 4)}${token.slice(-4)}`);

/** Spec 2 §3: the connection's API token, masked, with copy and regenerate. */
export function TokenField({ connectionId, token }: { connectionId: number; token: string }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(token);
  const [visible, setVisible] = useState(false);
  const regenerate = useRegenerateToken();

  const copyToClipboard = useCopyToClipboard();
  const copy = () => copyToClipboard(current, t('connections.toasts.tokenCopied'));
  const renew = () =>
    regenerate.mutate(connectionId, {
      onSuccess: (next) => {
        setCurrent(next);
        toast.success(t('connections.toasts.tokenRegenerated'));
      },
    });

  const action = (label: string, onClick: () => void, icon: React.ReactNode, disabled = false) => (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} onClick={onClick} disabled={disabled} edge="end" size="small">
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );

  return (
    <TextField
      label={t('connections.modal.fields.token')}
      value={visible ? current : masked(current)}
      fullWidth
      size="small"
      slotProps={{
        htmlInput: { readOnly: true, 'data-testid': 'connection-token' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              {action(
                t(visible ? 'connections.modal.fields.hideToken' : 'connections.modal.fields.showToken'),
                () => setVisible((shown) => !shown),
                visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />,
              )}
              {action(t('connections.modal.fields.copyToken'), copy, <ContentCopy fontSize="small" />, !current)}
              {action(
                t('connections.modal.fields.regenerateToken'),
                renew,
                <Refresh fontSize="small" />,
                regenerate.isPending,
              )}
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
