export { QuickMessagesPage } from './components/quick-messages-page';
export { useQuickMessageEvents } from './lib/use-quick-message-events';
