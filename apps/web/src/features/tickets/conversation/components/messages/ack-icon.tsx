import { type MessageAnswer, messageAcks } from '@chatdesk/contracts';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import DoneIcon from '@mui/icons-material/Done';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';

export const readColor = '#34B7F1';
export const playedColor = '#00A884';

const ackLabels = [
  'conversation.acks.pending',
  'conversation.acks.sent',
  'conversation.acks.delivered',
  'conversation.acks.read',
  'conversation.acks.played',
  'conversation.acks.done',
] as const;

/**
 * Spec 1 §3: 0 clock, 1 sent, 2 delivered, 3 or 4 read (audio in the played colour), 5 done.
 * A private note never leaves the desk, so it has no ack and shows none (not a clock forever).
 */
export function AckIcon({
  message,
}: {
  message: Pick<MessageAnswer, 'ack' | 'mediaType' | 'sendError' | 'isPrivate'>;
}) {
  const { t } = useTranslation();
  if (message.isPrivate) return null;
  const ack = Math.min(Math.max(Math.trunc(message.ack), 0), 5) as 0 | 1 | 2 | 3 | 4 | 5;
  if (message.sendError) {
    return (
      <Tooltip title={message.sendError}>
        <ErrorOutlineIcon fontSize="inherit" color="error" aria-label={t('conversation.message.sendError')} />
      </Tooltip>
    );
  }
  const label = t(ackLabels[ack]);
  const props = { fontSize: 'inherit' as const, 'aria-label': label, titleAccess: label };
  if (ack === messageAcks.pending) return <AccessTimeIcon {...props} />;
  if (ack === messageAcks.sent) return <DoneIcon {...props} />;
  if (ack === messageAcks.delivered) return <DoneAllIcon {...props} />;
  if (ack === messageAcks.done) return <DoneAllIcon {...props} color="success" />;
  return <DoneAllIcon {...props} sx={{ color: message.mediaType === 'audio' ? playedColor : readColor }} />;
}
