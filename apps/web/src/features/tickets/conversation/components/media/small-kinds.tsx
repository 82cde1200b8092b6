import { parseCallLog } from '@chatdesk/contracts';
import CallIcon from '@mui/icons-material/Call';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MediaProps } from './media-props';
import { TextMessage } from './text-message';

/** A reaction: the emoji the contact reacted with. */
export function ReactionMessage({ message }: MediaProps) {
  const { t } = useTranslation();
  return <Typography variant="body2">{t('conversation.media.reaction', { emoji: message.body })}</Typography>;
}

/**
 * A call the contact placed, beside a phone icon: its outcome in the app's language when dataJson
 * names it, else the text the server stored (Portuguese) or the generic word.
 */
export function CallLogMessage({ message }: MediaProps) {
  const { t } = useTranslation();
  const call = parseCallLog(message);
  const text = call
    ? t(`conversation.callLogs.${call.status}${call.isVideo ? 'Video' : 'Voice'}`)
    : message.body || t('conversation.media.callLog');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid="call-log">
      <CallIcon fontSize="small" color="error" />
      <Typography variant="body2">{text}</Typography>
    </Box>
  );
}

/** View-once media: marked as such; the file, when the channel let us keep it, can be opened once. */
export function ViewOnceMessage({ message }: MediaProps) {
  const { t } = useTranslation();
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <VisibilityIcon fontSize="small" />
        <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
          {t('conversation.media.viewOnce')}
        </Typography>
      </Box>
      {message.body && <TextMessage body={message.body} />}
    </Box>
  );
}
