export * from './api';
export * from './errors';
export * from './message-signature';
export * from './message-variables';
export * from './permissions';
export * from './realtime';
export * from './search-match';
export * from './webchat/webchat-protocol';
