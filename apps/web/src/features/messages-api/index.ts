export { MessagesApiPage } from './components/messages-api-page';
