import type { ContactOption } from '@chatdesk/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, toastError } from '../../../../../lib/toast';
import { forwardMessage } from '../../api/message-changes';
import { useSignatureAllowed } from '../../api/sign-setting';
import { forwardInTurn } from '../../lib/forward-messages';
import { ContactSearchField } from './contact-search-field';

interface ForwardModalProps {
  open: boolean;
  messageIds: readonly number[];
  onClose: () => void;
  onForwarded: () => void;
}

/** Forwards the chosen messages to one contact, one request per message, 900 ms apart. */
export function ForwardModal({ open, messageIds, onClose, onForwarded }: ForwardModalProps) {
  const { t } = useTranslation();
  const signatureAllowed = useSignatureAllowed();
  const [contact, setContact] = useState<ContactOption | null>(null);
  const [sign, setSign] = useState(true);
  const forward = useMutation({
    mutationFn: (contactId: number) =>
      forwardInTurn(messageIds, (messageId) =>
        forwardMessage({ messageId, contactId, signMessage: signatureAllowed && sign }),
      ),
    onSuccess: () => {
      toast.success(t('conversation.forward.done'));
      setContact(null);
      onForwarded();
    },
    onError: (error) => toastError(error),
  });

  const submit = () => {
    if (messageIds.length === 0) return toast.warning(t('conversation.forward.noneSelected'), 'forward-none');
    if (!contact) return toast.warning(t('conversation.forward.contactRequired'), 'forward-contact');
    forward.mutate(contact.id);
  };

  return (
    <Dialog open={open} onClose={forward.isPending ? undefined : onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('conversation.forward.title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <Typography variant="body2">{t('conversation.forward.selected', { count: messageIds.length })}</Typography>
        <ContactSearchField label={t('conversation.forward.contact')} value={contact} onChange={setContact} />
        {signatureAllowed && (
          <FormControlLabel
            control={<Switch checked={sign} onChange={(event) => setSign(event.target.checked)} />}
            label={t('conversation.forward.signMessage')}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={forward.isPending}>
          {t('conversation.forward.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} loading={forward.isPending}>
          {t('conversation.forward.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
