import type { MessageButton } from '@chatdesk/contracts';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import OpenIcon from '@mui/icons-material/OpenInNew';
import PhoneIcon from '@mui/icons-material/Phone';
import ReplyIcon from '@mui/icons-material/Reply';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useMessageButtonActions } from './use-message-button-actions';

const icons = { cta_copy: ContentCopyIcon, cta_url: OpenIcon, cta_call: PhoneIcon, quick_reply: ReplyIcon };

/** What a button carries beside its text: the number, link or code. */
const targetOf = (button: MessageButton) => button.phone_number || button.url || button.copy_code || '';

/**
 * The buttons of a message, as WhatsApp shows them under the bubble. Copy, link and call buttons
 * act for the attendant; quick replies are the contact's to tap, so they only show their text.
 */
export function MessageButtons({ buttons }: { buttons: readonly MessageButton[] }) {
  const { t } = useTranslation();
  const actions = useMessageButtonActions();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, mt: 1 }}>
      {buttons.map((button, index) => {
        const Icon = icons[button.name];
        const label = button.display_text || targetOf(button);
        return (
          <Box
            // biome-ignore lint/suspicious/noArrayIndexKey: buttons may repeat a text and have no id
            key={`${button.name}-${index}`}
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
          >
            <Button
              fullWidth
              size="small"
              variant="outlined"
              startIcon={<Icon fontSize="small" />}
              disabled={button.name === 'quick_reply'}
              onClick={() => actions.run(button)}
              sx={{ textTransform: 'none', justifyContent: 'flex-start', minWidth: 0 }}
            >
              <Box
                sx={{
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'flex-start',
                  textAlign: 'left',
                  minWidth: 0,
                }}
              >
                <span>{label}</span>
                {targetOf(button) && targetOf(button) !== label && (
                  <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {targetOf(button)}
                  </Typography>
                )}
              </Box>
            </Button>
            {button.name === 'cta_url' && (
              <Tooltip title={t('conversation.messageButtons.copyLink')}>
                <IconButton
                  size="small"
                  aria-label={t('conversation.messageButtons.copyLink')}
                  onClick={() => actions.copyLink(button.url)}
                >
                  <ContentCopyIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
