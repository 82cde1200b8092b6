export * from './api';
export * from './errors';
export * from './message-bodies';
export * from './message-variables';
export * from './permissions';
export * from './realtime';
export * from './webchat/webchat-protocol';
