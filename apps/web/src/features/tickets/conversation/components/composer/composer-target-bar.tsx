import { messagePreview } from '@chatdesk/contracts';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { WhatsAppText } from '../../../../../components/whatsapp-text';
import type { ComposerTarget } from '../../lib/composer-state';

/** Above the input: the message being answered (quote) or edited, as readable text, with a way out. */
export function ComposerTargetBar({ target, onCancel }: { target: NonNullable<ComposerTarget>; onCancel: () => void }) {
  const { t } = useTranslation();
  const { message } = target;
  const author = message.fromMe ? t('conversation.message.you') : (message.contact?.name ?? '');
  const replying = target.mode === 'reply';
  return (
    <Box
      data-testid={replying ? 'reply-bar' : 'edit-bar'}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        mx: 1,
        mt: 1,
        p: 1,
        borderLeft: 4,
        borderColor: 'primary.main',
        bgcolor: 'action.hover',
        borderRadius: 1,
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="caption" sx={{ fontWeight: 600 }}>
          {replying ? t('conversation.composer.replyingTo', { name: author }) : t('conversation.composer.editing')}
        </Typography>
        <Typography variant="body2" noWrap>
          <WhatsAppText text={messagePreview(message) || message.mediaType} links={false} />
        </Typography>
      </Box>
      <IconButton
        size="small"
        aria-label={replying ? t('conversation.composer.cancelReply') : t('conversation.composer.cancelEdit')}
        onClick={onCancel}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
