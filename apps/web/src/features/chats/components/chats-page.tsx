import type { ChatAnswer } from '@chatdesk/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeniedRedirect } from '../../../lib/use-denied-redirect';
import { useChat, useInternalChatAllowed } from '../api/get-chats';
import { useDeleteChat } from '../api/save-chat';
import { ChatDialog } from './chat-dialog';
import { ChatList } from './chat-list';
import { ChatPane, ChatPaneLoading } from './chat-pane';

/** Spec 3 §9: the router's redirect delay. */
const redirectDelayMs = 1000;
/** The page fills the window below the top bar and the shell's padding (as the tickets page). */
const pageHeight = {
  xs: 'calc(100vh - 56px - 32px)',
  sm: 'calc(100vh - 64px - 32px)',
  md: 'calc(100vh - 64px - 48px)',
};

/**
 * /chats and /chats/{uuid} (spec 3 §2 Internal chat): the chat list beside the open chat; below
 * the medium breakpoint two tabs, Chats and Mensagens. A plan without useInternalChat is told so
 * and sent home after a second.
 */
export function ChatsPage() {
  const { t } = useTranslation();
  const allowed = useInternalChatAllowed();

  useDeniedRedirect(allowed, t('backendErrors.ERR_PLAN_FEATURE_DISABLED'), 'chats-no-permission', redirectDelayMs);

  return allowed ? <InternalChat /> : null;
}

function InternalChat() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { chatUuid = null } = useParams();
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'));
  const [tab, setTab] = useState<'chats' | 'messages'>(chatUuid ? 'messages' : 'chats');
  const [editing, setEditing] = useState<{ chat: ChatAnswer | null } | null>(null);
  const [deleting, setDeleting] = useState<ChatAnswer | null>(null);
  const chat = useChat(chatUuid);
  const remove = useDeleteChat();

  useEffect(() => {
    if (chatUuid) setTab('messages');
  }, [chatUuid]);
  // A chat that no longer exists for this user (deleted, left, never theirs) leaves the address.
  useEffect(() => {
    if (chat.isError) void navigate('/chats', { replace: true });
  }, [chat.isError, navigate]);

  const open = (target: ChatAnswer) => void navigate(`/chats/${target.uuid}`);
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        void navigate('/chats');
      },
    });
  };

  const list = (
    <ChatList
      selectedUuid={chatUuid}
      onSelect={open}
      onAdd={() => setEditing({ chat: null })}
      onEdit={(target) => setEditing({ chat: target })}
      onDelete={setDeleting}
    />
  );
  const pane = chat.data ? (
    <ChatPane key={chat.data.id} chat={chat.data} />
  ) : chatUuid ? (
    <ChatPaneLoading />
  ) : (
    <Box sx={{ p: 3, textAlign: 'center' }}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('chats.selectPrompt')}
      </Typography>
      {narrow && (
        <Button variant="contained" onClick={() => setTab('chats')}>
          {t('chats.selectChat')}
        </Button>
      )}
    </Box>
  );

  return (
    <>
      {narrow ? (
        <Paper sx={{ height: pageHeight, display: 'flex', flexDirection: 'column' }}>
          <Tabs value={tab} onChange={(_, value) => setTab(value)} variant="fullWidth">
            <Tab value="chats" label={t('chats.tabChats')} />
            <Tab value="messages" label={t('chats.tabMessages')} />
          </Tabs>
          <Box sx={{ flex: 1, minHeight: 0 }}>{tab === 'chats' ? list : pane}</Box>
        </Paper>
      ) : (
        <Paper sx={{ height: pageHeight, display: 'flex', overflow: 'hidden' }}>
          <Box
            data-testid="chat-list-pane"
            sx={{ width: { md: 320, lg: '33.33%' }, flexShrink: 0, borderRight: 1, borderColor: 'divider' }}
          >
            {list}
          </Box>
          <Box sx={{ flex: 1, minWidth: 0, height: '100%' }}>{pane}</Box>
        </Paper>
      )}
      {editing && (
        <ChatDialog
          chat={editing.chat}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            open(saved);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('chats.deleteTitle')}
        text={t('chats.deleteText', { title: deleting?.title ?? '' })}
        confirmLabel={t('chats.confirm')}
        cancelLabel={t('chats.cancel')}
        destructive
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
