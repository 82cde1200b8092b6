import { type ChatAnswer, chatEditableBy } from '@chatdesk/contracts';
import AddComment from '@mui/icons-material/AddComment';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/search-field';
import { loadMoreOnScroll } from '../../../lib/infinite-scroll';
import { useSession } from '../../../lib/session';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useChatsPages } from '../api/get-chats';
import { ChatSummary } from './chat-summary';

interface ChatListProps {
  selectedUuid: string | null;
  onSelect: (chat: ChatAnswer) => void;
  onAdd: () => void;
  onEdit: (chat: ChatAnswer) => void;
  onDelete: (chat: ChatAnswer) => void;
}

/** Spec 3 §2 Internal chat: the caller's chats, newest activity first; the owner's rows can be edited or deleted. */
export function ChatList({ selectedUuid, onSelect, onAdd, onEdit, onDelete }: ChatListProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [search, setSearch] = useState('');
  const query = useChatsPages(useDebouncedValue(search.trim()));
  const chats = query.data?.pages.flatMap((page) => page.records) ?? [];
  const userId = user?.id ?? 0;

  return (
    <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <Box sx={{ p: 1.5, display: 'flex', gap: 1, alignItems: 'center' }}>
        <SearchField label={t('chats.search')} value={search} onChange={setSearch} sx={{ flex: 1, minWidth: 0 }} />
        <Tooltip title={t('chats.add')}>
          <IconButton color="primary" aria-label={t('chats.add')} onClick={onAdd} sx={{ flexShrink: 0 }}>
            <AddComment />
          </IconButton>
        </Tooltip>
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto' }} onScroll={loadMoreOnScroll(query)}>
        {query.isPending ? (
          <Box sx={{ p: 2, textAlign: 'center' }}>
            <CircularProgress size={24} />
          </Box>
        ) : chats.length === 0 ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {t('chats.empty')}
          </Typography>
        ) : (
          <List dense disablePadding aria-label={t('chats.title')}>
            {chats.map((chat) => {
              return (
                <ListItem
                  key={chat.id}
                  disablePadding
                  secondaryAction={
                    chatEditableBy(chat, userId) ? (
                      <>
                        <IconButton
                          size="small"
                          aria-label={t('chats.edit', { title: chat.title })}
                          onClick={() => onEdit(chat)}
                        >
                          <Edit fontSize="small" />
                        </IconButton>
                        <IconButton
                          size="small"
                          edge="end"
                          aria-label={t('chats.delete', { title: chat.title })}
                          onClick={() => onDelete(chat)}
                        >
                          <Delete fontSize="small" />
                        </IconButton>
                      </>
                    ) : null
                  }
                  sx={{ '& .MuiListItemButton-root': { pr: chatEditableBy(chat, userId) ? 10 : 2 } }}
                >
                  <ListItemButton selected={chat.uuid === selectedUuid} onClick={() => onSelect(chat)}>
                    <ChatSummary chat={chat} />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        )}
      </Box>
    </Box>
  );
}
