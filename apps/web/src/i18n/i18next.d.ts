import 'i18next';
import type { Messages } from './locales/pt';

// Typed keys: `t('auth.login.emial')` is a compile error, not a raw key on screen.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}
