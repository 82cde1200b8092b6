export * from './companies';
export * from './plans';
export * from './settings';
export * from './users';
