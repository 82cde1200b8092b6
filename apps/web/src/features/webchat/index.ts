export { WebchatConnectionSettings } from './webchat-settings';
