export { useUnreadChatsCount } from './api/get-chats';
export { ChatsPage } from './components/chats-page';
export { InternalChatIcon } from './components/internal-chat-icon';
