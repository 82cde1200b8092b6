export * from './companies';
export * from './plans';
export * from './settings';
export * from './socket-io-attachments';
export * from './users';
