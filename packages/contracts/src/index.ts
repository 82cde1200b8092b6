export * from './api';
export * from './errors';
export * from './permissions';
export * from './realtime';
export * from './message-variables';
