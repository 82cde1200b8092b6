import AttachFileIcon from '@mui/icons-material/AttachFile';
import DrawIcon from '@mui/icons-material/Draw';
import DrawOutlinedIcon from '@mui/icons-material/DrawOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import { useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignatureAllowed } from '../../api/sign-setting';
import type { ComposerState } from '../../lib/composer-state';

export type ComposerModal = 'interactive' | 'contact' | 'camera';

interface ComposerToolbarProps {
  state: ComposerState;
  disabled: boolean;
  /** Outside Meta's 24-hour window: files, interactive kinds and signature off; private notes stay. */
  freeFormDisabled?: boolean;
  onOpenModal: (modal: ComposerModal) => void;
}

/** Attach, more (interactive, contact, camera), private note and, when the company allows it, signature. */
export function ComposerToolbar({ state, disabled, freeFormDisabled = false, onOpenModal }: ComposerToolbarProps) {
  const { t } = useTranslation();
  const signatureAllowed = useSignatureAllowed();
  const fileInput = useRef<HTMLInputElement>(null);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  // On a phone the labelled signature switch would push the toolbar to a second line.
  const compact = useMediaQuery(useTheme().breakpoints.down('sm'));
  const open = (modal: ComposerModal) => () => {
    setMenu(null);
    onOpenModal(modal);
  };
  return (
    <>
      <input
        ref={fileInput}
        type="file"
        multiple
        hidden
        data-testid="attach-input"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          if (files.length > 0) state.setFiles(files);
          event.target.value = '';
        }}
      />
      <IconButton
        aria-label={t('conversation.composer.attach')}
        disabled={disabled || freeFormDisabled}
        onClick={() => fileInput.current?.click()}
      >
        <AttachFileIcon />
      </IconButton>
      <IconButton
        aria-label={t('conversation.composer.more')}
        disabled={disabled || freeFormDisabled}
        onClick={(event) => setMenu(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
        <MenuItem onClick={open('interactive')}>{t('conversation.composer.interactive')}</MenuItem>
        <MenuItem onClick={open('contact')}>{t('conversation.composer.sendContact')}</MenuItem>
        <MenuItem onClick={open('camera')}>{t('conversation.composer.camera')}</MenuItem>
      </Menu>
      <FormControlLabel
        disabled={disabled}
        control={
          <Switch size="small" checked={state.isPrivate} onChange={(event) => state.setPrivate(event.target.checked)} />
        }
        label={t('conversation.composer.privateNote')}
        sx={{ ml: 0.5, mr: 1 }}
      />
      {signatureAllowed && (
        <SignatureToggle
          compact={compact}
          checked={state.sign}
          disabled={disabled || freeFormDisabled || state.isPrivate}
          onChange={state.setSign}
        />
      )}
    </>
  );
}

interface SignatureToggleProps {
  compact: boolean;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}

/** 'Assinar mensagem': a labelled switch, or on narrow screens an icon switch named by its tooltip. */
function SignatureToggle({ compact, checked, disabled, onChange }: SignatureToggleProps) {
  const { t } = useTranslation();
  const label = t('conversation.composer.signature');
  if (!compact) {
    return (
      <FormControlLabel
        disabled={disabled}
        control={<Switch size="small" checked={checked} onChange={(event) => onChange(event.target.checked)} />}
        label={label}
        sx={{ mr: 0 }}
      />
    );
  }
  return (
    <Tooltip title={label}>
      {/* A disabled button fires no events: the span keeps the tooltip working. */}
      <span>
        <IconButton
          role="switch"
          aria-checked={checked}
          aria-label={label}
          disabled={disabled}
          color={checked ? 'primary' : 'default'}
          onClick={() => onChange(!checked)}
        >
          {checked ? <DrawIcon /> : <DrawOutlinedIcon />}
        </IconButton>
      </span>
    </Tooltip>
  );
}
