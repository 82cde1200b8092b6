import AttachFile from '@mui/icons-material/AttachFile';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { type QuickMessageOption, useQuickMessages } from '../../api/quick-messages';
import { matchQuickReplies, truncatePreview } from '../../lib/quick-replies';

/** Typing a leading '/' lists matching quick replies (spec 1 §4: previews cut at 90 characters). */
export function QuickReplyPreviews({ input, onPick }: { input: string; onPick: (reply: QuickMessageOption) => void }) {
  const { t } = useTranslation();
  const asking = input.startsWith('/');
  const { data = [] } = useQuickMessages(asking);
  const matches = matchQuickReplies(input, data);
  if (matches.length === 0) return null;
  return (
    <Paper
      elevation={3}
      sx={{ position: 'absolute', bottom: '100%', left: 8, right: 8, maxHeight: 240, overflowY: 'auto', zIndex: 2 }}
    >
      <List dense aria-label={t('conversation.composer.quickReplies')}>
        {matches.map((reply) => (
          <ListItemButton key={reply.id} onClick={() => onPick(reply)}>
            <ListItemText
              primary={`${reply.shortcode} - ${truncatePreview(reply.message)}`}
              secondary={reply.mediaName}
              slotProps={{ primary: { sx: { wordBreak: 'break-word' } } }}
            />
            {reply.mediaPath ? (
              <ListItemIcon sx={{ minWidth: 0, ml: 1 }}>
                <AttachFile fontSize="small" />
              </ListItemIcon>
            ) : null}
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}
