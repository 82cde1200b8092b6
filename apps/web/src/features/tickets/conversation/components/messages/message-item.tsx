import type { MessageAnswer, TicketAnswer } from '@chatdesk/contracts';
import BlockIcon from '@mui/icons-material/Block';
import ForwardIcon from '@mui/icons-material/Forward';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../../../lib/dates';
import { useAudioTranscription } from '../../api/transcribe-audio';
import { MessageMedia } from '../media/renderers';
import { AckIcon } from './ack-icon';
import { AudioTranscription } from './audio-transcription';
import { type MessageItemActions, MessageMenu } from './message-menu';
import { QuotedMessage } from './quoted-message';

export type { MessageItemActions };

interface MessageItemProps extends Partial<MessageItemActions> {
  message: MessageAnswer;
  ticket: TicketAnswer;
  /** Defined while messages are being chosen for forwarding. */
  selected?: boolean;
  onToggleSelected?: (message: MessageAnswer) => void;
}

const time = (iso: string) => formatTime(iso);

function bubbleColor(message: MessageAnswer): string {
  if (message.isPrivate) return '#FFF3C4';
  return message.fromMe ? '#DCF8C6' : 'background.paper';
}

/** One message: a bubble on the sender's side with its marks, content, time and ack. */
export function MessageItem({ message, ticket, selected, onToggleSelected, ...actions }: MessageItemProps) {
  const { t } = useTranslation();
  const selecting = selected !== undefined;
  const transcription = useAudioTranscription(message);
  const deletedText = message.fromMe ? t('conversation.message.deleted') : t('conversation.message.deletedByContact');
  return (
    <Box
      data-testid="message"
      data-message-id={message.id}
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: message.fromMe ? 'flex-end' : 'flex-start',
        my: 0.5,
      }}
    >
      {selecting && (
        <Checkbox
          checked={selected}
          onChange={() => onToggleSelected?.(message)}
          slotProps={{ input: { 'aria-label': t('conversation.message.select') } }}
        />
      )}
      <Box
        sx={{
          position: 'relative',
          maxWidth: '75%',
          minWidth: 100,
          px: 1.5,
          pt: 1,
          pb: 0.5,
          pr: 4,
          borderRadius: 2,
          boxShadow: 1,
          bgcolor: bubbleColor(message),
          color: message.isPrivate || message.fromMe ? '#303030' : 'text.primary',
          border: message.sendError ? 1 : 0,
          borderColor: 'error.main',
        }}
      >
        {!selecting && (
          <MessageMenu message={message} ticket={ticket} onTranscribe={transcription.start} {...actions} />
        )}
        {message.isPrivate && (
          <Typography variant="caption" sx={{ fontWeight: 600, display: 'block' }}>
            {t('conversation.message.privateNote')}
          </Typography>
        )}
        {message.fromBot && (
          <Typography
            variant="caption"
            data-testid="bot-mark"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 600, color: '#4a5b8c' }}
          >
            <SmartToyIcon fontSize="inherit" />
            {t('conversation.botMessage.label')}
          </Typography>
        )}
        {ticket.isGroup && !message.fromMe && message.contact && (
          <Typography variant="caption" color="primary" sx={{ fontWeight: 600, display: 'block' }}>
            {message.contact.name}
          </Typography>
        )}
        {message.isForwarded && (
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontStyle: 'italic' }}
          >
            <ForwardIcon fontSize="inherit" />
            {t('conversation.message.forwarded')}
          </Typography>
        )}
        {message.quotedMsg && <QuotedMessage quoted={message.quotedMsg} />}
        {message.isDeleted ? (
          <Typography
            variant="body2"
            sx={{ fontStyle: 'italic', display: 'flex', alignItems: 'center', gap: 0.5 }}
            color="text.secondary"
          >
            <BlockIcon fontSize="inherit" />
            {deletedText}
          </Typography>
        ) : (
          <>
            <MessageMedia message={message} ticket={ticket} />
            <AudioTranscription text={transcription.text} loading={transcription.loading} error={transcription.error} />
          </>
        )}
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'flex-end',
            gap: 0.5,
            fontSize: 12,
            color: 'text.secondary',
          }}
        >
          {message.isEdited && !message.isDeleted && <span>{t('conversation.message.edited')}</span>}
          <time dateTime={message.createdAt}>{time(message.createdAt)}</time>
          {message.fromMe && <AckIcon message={message} />}
        </Box>
        {message.sendError && (
          <Typography variant="caption" color="error" role="alert" sx={{ display: 'block' }}>
            {t('conversation.message.sendError')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
