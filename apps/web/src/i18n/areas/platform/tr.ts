import type { PlatformMessages } from './pt';

export const platformTr: PlatformMessages = {
  title: 'Platform',
};
