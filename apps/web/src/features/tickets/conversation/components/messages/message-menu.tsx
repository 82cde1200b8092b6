import { type MessageAnswer, messageText, type TicketAnswer } from '@chatdesk/contracts';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../../components/confirm-dialog';
import { useSession } from '../../../../../lib/session';
import { toast, toastError } from '../../../../../lib/toast';
import { useDeleteMessage } from '../../api/message-changes';
import { useStartConversation } from '../../api/start-conversation';
import { canDeleteMessage, canEditMessage, canTranscribeMessage } from '../../lib/message-rules';

export interface MessageItemActions {
  onReply: (message: MessageAnswer) => void;
  onEdit: (message: MessageAnswer) => void;
  /** Starts choosing messages to forward, with this one chosen. */
  onForward: (message: MessageAnswer) => void;
}

interface MessageMenuProps extends Partial<MessageItemActions> {
  message: MessageAnswer;
  ticket: TicketAnswer;
  /** Asks for the transcription of an incoming audio (shown under the bubble). */
  onTranscribe?: () => void;
}

/**
 * Spec 1 §4 message options: reply, edit (own, 15 minutes), delete (own), forward, copy, and
 * 'talk to contact' for others' messages in groups, and transcription of incoming audio.
 */
export function MessageMenu({ message, ticket, onReply, onEdit, onForward, onTranscribe }: MessageMenuProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteMessage(ticket.uuid);
  const talk = useStartConversation(ticket);
  const close = () => setAnchor(null);
  const run = (action: () => void) => () => {
    close();
    action();
  };

  const copy = async () => {
    // A structured message (Pix, location, buttons) is copied as the words a person reads.
    await navigator.clipboard?.writeText(messageText(message));
    toast.success(t('conversation.message.copied'));
  };

  const items = [
    !message.isDeleted &&
      onReply && { key: 'reply', label: t('conversation.message.reply'), action: () => onReply(message) },
    canEditMessage(message, user?.id) &&
      onEdit && { key: 'edit', label: t('conversation.message.edit'), action: () => onEdit(message) },
    canDeleteMessage(message, user?.id) && {
      key: 'delete',
      label: t('conversation.message.remove'),
      action: () => setConfirming(true),
    },
    !message.isDeleted &&
      !message.isPrivate &&
      onForward && { key: 'forward', label: t('conversation.message.forward'), action: () => onForward(message) },
    !message.isDeleted &&
      message.body && { key: 'copy', label: t('conversation.message.copy'), action: () => void copy() },
    ticket.isGroup &&
      !message.fromMe &&
      message.contact && {
        key: 'talk',
        label: t('conversation.message.talkToContact'),
        action: () => talk.mutate({ contactId: message.contact?.id ?? 0 }),
      },
    canTranscribeMessage(message) &&
      onTranscribe && { key: 'transcribe', label: t('conversation.transcription.action'), action: onTranscribe },
  ].filter((item): item is { key: string; label: string; action: () => void } => Boolean(item));

  if (items.length === 0) return null;
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('conversation.message.options')}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ position: 'absolute', top: 0, right: 0, opacity: 0.6 }}
      >
        <ExpandMoreIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        {items.map((item) => (
          <MenuItem key={item.key} onClick={run(item.action)}>
            {item.label}
          </MenuItem>
        ))}
      </Menu>
      <ConfirmDialog
        open={confirming}
        title={t('conversation.message.confirmDeleteTitle')}
        text={t('conversation.message.confirmDeleteText')}
        confirmLabel={t('conversation.message.confirm')}
        cancelLabel={t('conversation.message.cancel')}
        destructive
        pending={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(message.id, { onSuccess: () => setConfirming(false), onError: (error) => toastError(error) })
        }
      />
    </>
  );
}
