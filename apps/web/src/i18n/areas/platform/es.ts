import type { PlatformMessages } from './pt';

export const platformEs: PlatformMessages = {
  title: 'Plataforma',
};
