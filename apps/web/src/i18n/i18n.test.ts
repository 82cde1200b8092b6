import { errorCodes } from '@chatdesk/contracts';
import { describe, expect, it } from 'vitest';
import { defaultLanguage, i18n, languages, locales } from '.';

/** Every leaf key of a messages object, dotted: `auth.login.email`. */
function keysOf(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function valueAt(messages: object, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
}

const reference = locales.pt as object;
const referenceKeys = keysOf(reference);
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

describe('i18n', () => {
  it('offers pt-BR (default), en, es and tr, falling back to pt', () => {
    expect(languages.map((language) => language.code)).toEqual(['pt-BR', 'en', 'es', 'tr']);
    expect(defaultLanguage).toBe('pt-BR');
    expect(i18n.options.fallbackLng).toEqual(['pt']);
    expect(Object.keys(locales).sort()).toEqual(['en', 'es', 'pt', 'tr']);
  });

  it.each(Object.keys(locales))('%s has a backendErrors text for every code of the error catalogue', (code) => {
    const messages = locales[code] as object;
    for (const errorCode of errorCodes) {
      const text = valueAt(messages, `backendErrors.${errorCode}`);
      expect(typeof text === 'string' && text.trim().length > 0, `${code}: backendErrors.${errorCode}`).toBe(true);
    }
  });

  it.each(Object.keys(locales))('%s has exactly the keys of pt, none empty, same placeholders', (code) => {
    const messages = locales[code] as object;
    expect(keysOf(messages).sort()).toEqual([...referenceKeys].sort());
    for (const key of referenceKeys) {
      const text = valueAt(messages, key);
      expect(typeof text === 'string' && text.trim().length > 0, `${code}: ${key}`).toBe(true);
      expect(placeholders(text as string), `${code}: ${key}`).toEqual(placeholders(valueAt(reference, key) as string));
    }
  });

  it('resolves pt-BR to the Portuguese texts', async () => {
    await i18n.changeLanguage('pt-BR');
    expect(i18n.t('auth.login.password')).toBe('Senha');
  });
});
