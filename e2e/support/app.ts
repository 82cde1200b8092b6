import { inject } from 'vitest';

/** Where the running app is and how to sign in to it (provided by global-setup.ts). */
export const app = {
  url: (pathname = '/') => new URL(pathname, inject('baseUrl')).toString(),
  admin: () => ({ email: inject('adminEmail'), password: inject('adminPassword') }),
};
