import AttachFileIcon from '@mui/icons-material/AttachFile';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
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
        <FormControlLabel
          disabled={disabled || freeFormDisabled || state.isPrivate}
          control={
            <Switch size="small" checked={state.sign} onChange={(event) => state.setSign(event.target.checked)} />
          }
          label={t('conversation.composer.signature')}
          sx={{ mr: 0 }}
        />
      )}
    </>
  );
}
