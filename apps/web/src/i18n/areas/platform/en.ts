import type { PlatformMessages } from './pt';

export const platformEn: PlatformMessages = {
  title: 'Platform',
};
