export * from './companies';
export * from './helps';
export * from './invoices';
export * from './plans';
export * from './queues';
export * from './settings';
export * from './users';
