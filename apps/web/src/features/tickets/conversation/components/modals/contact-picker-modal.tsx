import type { ContactOption } from '@chatdesk/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../../../../lib/toast';
import { useSendMessage } from '../../api/send-message';
import { ContactSearchField } from './contact-search-field';

interface ContactPickerModalProps {
  open: boolean;
  ticketId: number;
  ticketUuid: string;
  onClose: () => void;
}

/** Sends a saved contact as a vCard (POST /messages/{ticketId} {vCard}). */
export function ContactPickerModal({ open, ticketId, ticketUuid, onClose }: ContactPickerModalProps) {
  const { t } = useTranslation();
  const [contact, setContact] = useState<ContactOption | null>(null);
  const { text } = useSendMessage(ticketId, ticketUuid);
  const send = () => {
    if (!contact) return;
    text.mutate(
      { body: '', vCard: contact.id },
      {
        onSuccess: () => {
          setContact(null);
          onClose();
        },
        onError: (error) => toastError(error),
      },
    );
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('conversation.contactPicker.title')}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <ContactSearchField label={t('conversation.contactPicker.contact')} value={contact} onChange={setContact} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('conversation.contactPicker.cancel')}</Button>
        <Button variant="contained" disabled={!contact} loading={text.isPending} onClick={send}>
          {t('conversation.contactPicker.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
