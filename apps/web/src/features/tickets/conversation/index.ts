export { ConversationPane } from './components/conversation-pane';
