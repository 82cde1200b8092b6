import { chatMessageMaxLength } from '@chatdesk/contracts';
import Send from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePostChatMessage } from '../api/post-chat-message';

/**
 * Spec 3 §5: a message is sent only when its trimmed text is not empty, on Enter or with the
 * send button (Shift+Enter starts a new line). Failures are silent (spec 3 §8); the text stays.
 */
export function ChatComposer({ chatId }: { chatId: number }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const post = usePostChatMessage(chatId);
  const ready = text.trim().length > 0 && !post.isPending;

  const send = () => {
    if (!ready) return;
    post.mutate(text.trim(), { onSuccess: () => setText('') });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <Box sx={{ p: 1, display: 'flex', gap: 1, alignItems: 'flex-end', borderTop: 1, borderColor: 'divider' }}>
      <TextField
        fullWidth
        multiline
        maxRows={4}
        size="small"
        placeholder={t('chats.messagePlaceholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        slotProps={{ htmlInput: { maxLength: chatMessageMaxLength, 'aria-label': t('chats.messagePlaceholder') } }}
      />
      <IconButton color="primary" aria-label={t('chats.send')} disabled={!ready} onClick={send}>
        <Send />
      </IconButton>
    </Box>
  );
}
