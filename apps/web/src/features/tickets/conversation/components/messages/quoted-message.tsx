import { type MessageAnswer, messagePreview } from '@chatdesk/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { WhatsAppText } from '../../../../../components/whatsapp-text';

type Quoted = NonNullable<MessageAnswer['quotedMsg']>;

/** The message this one answers: who wrote it and its readable text (or media type). */
export function QuotedMessage({ quoted }: { quoted: Quoted }) {
  const { t } = useTranslation();
  const author = quoted.fromMe ? t('conversation.message.you') : (quoted.contact?.name ?? '');
  const text = quoted.isDeleted ? t('conversation.message.deleted') : messagePreview(quoted) || quoted.mediaType;
  // Formatted as in the bubble it quotes (a signature in bold), without links: the quote is a summary.
  return (
    <Box
      data-testid="quoted-message"
      sx={{
        borderLeft: 4,
        borderColor: quoted.fromMe ? 'primary.main' : 'success.main',
        bgcolor: 'action.selected',
        borderRadius: 1,
        px: 1,
        py: 0.5,
        mb: 0.5,
      }}
    >
      <Typography variant="caption" sx={{ fontWeight: 600, display: 'block' }}>
        {author}
      </Typography>
      <Typography
        variant="body2"
        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: 64, overflow: 'hidden' }}
      >
        <WhatsAppText text={text} links={false} />
      </Typography>
    </Box>
  );
}
