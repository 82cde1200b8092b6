export * from './errors';
export * from './realtime';
