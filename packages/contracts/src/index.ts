export * from './api';
export * from './errors';
export * from './message-variables';
export * from './permissions';
export * from './realtime';
