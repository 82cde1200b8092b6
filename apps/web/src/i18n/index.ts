import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';
import { es } from './locales/es';
import { type Messages, pt } from './locales/pt';
import { tr } from './locales/tr';

/** Spec 1 §1: pt-BR by default, also es, en and tr; fallback pt. Names are each language's own. */
export const languages = [
  { code: 'pt-BR', name: 'Português' },
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
  { code: 'tr', name: 'Türkçe' },
] as const;
export type LanguageCode = (typeof languages)[number]['code'];

export const defaultLanguage: LanguageCode = 'pt-BR';
const languageStorageKey = 'language';

/** `pt-BR` resolves to the `pt` resources through i18next's language-only lookup. */
export const locales: Record<string, Messages> = { pt, en, es, tr };

function storedLanguage(): LanguageCode {
  const stored = window.localStorage.getItem(languageStorageKey);
  return languages.find((language) => language.code === stored)?.code ?? defaultLanguage;
}

void i18n.use(initReactI18next).init({
  resources: Object.fromEntries(Object.entries(locales).map(([code, messages]) => [code, { translation: messages }])),
  lng: storedLanguage(),
  fallbackLng: 'pt',
  // Resources are bundled: initialise synchronously so the first render is already translated.
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

const syncDocumentLanguage = (language: string) => document.documentElement.setAttribute('lang', language);
syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

export async function changeLanguage(code: LanguageCode): Promise<void> {
  window.localStorage.setItem(languageStorageKey, code);
  await i18n.changeLanguage(code);
}

export { i18n };
