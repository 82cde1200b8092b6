export * from './build';
export * from './parse';
export * from './preview';
export * from './schemas';
