import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { ApiError } from '../api-client';
import { errorText, toastError } from './toast-error';
import { createToastStore, type ToastStore } from './toast-store';

describe('toast store', () => {
  let store: ToastStore;

  beforeEach(() => {
    vi.useFakeTimers();
    store = createToastStore();
  });
  afterEach(() => vi.useRealTimers());

  it('shows a toast for 2 seconds', () => {
    store.show({ message: 'Salvo', severity: 'success' });
    expect(store.getToasts()).toEqual([{ key: 'Salvo', message: 'Salvo', severity: 'success' }]);
    vi.advanceTimersByTime(1999);
    expect(store.getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getToasts()).toEqual([]);
  });

  it('de-duplicates by code: a repeat keeps one toast and restarts its 2 seconds', () => {
    store.show({ key: 'ERR_NO_PERMISSION', message: 'Sem permissão', severity: 'error' });
    vi.advanceTimersByTime(1500);
    store.show({ key: 'ERR_NO_PERMISSION', message: 'Sem permissão', severity: 'error' });
    store.show({ key: 'ERR_NO_PERMISSION', message: 'Sem permissão', severity: 'error' });
    expect(store.getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1999);
    expect(store.getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getToasts()).toEqual([]);
  });

  it('stacks toasts of different codes', () => {
    store.show({ key: 'ERR_A', message: 'a', severity: 'error' });
    store.show({ key: 'ERR_B', message: 'b', severity: 'error' });
    expect(store.getToasts().map((toast) => toast.key)).toEqual(['ERR_A', 'ERR_B']);
    store.dismiss('ERR_A');
    expect(store.getToasts().map((toast) => toast.key)).toEqual(['ERR_B']);
  });

  it('de-duplicates errors through toastError', () => {
    const error = new ApiError(404, 'ERR_NO_TICKET_FOUND', 'server text');
    toastError(error, store);
    toastError(new ApiError(404, 'ERR_NO_TICKET_FOUND', 'server text'), store);
    expect(store.getToasts()).toHaveLength(1);
  });
});

describe('generic error handler (spec 1 §8)', () => {
  beforeEach(() => i18n.changeLanguage('pt-BR'));

  it('translates a known code in the current language', async () => {
    const error = new ApiError(401, 'ERR_INVALID_CREDENTIALS', 'server text');
    expect(errorText(error)).toEqual({
      key: 'ERR_INVALID_CREDENTIALS',
      message: 'Erro de autenticação. Por favor, tente novamente.',
    });
    await i18n.changeLanguage('en');
    expect(errorText(error).message).toBe('Authentication error. Please try again.');
  });

  it('shows the raw text for an unknown code, a plain string as is, else the generic text', () => {
    expect(errorText(new ApiError(418, 'ERR_TEAPOT', 'Sou um bule'))).toEqual({
      key: 'ERR_TEAPOT',
      message: 'Sou um bule',
    });
    expect(errorText('Algo deu errado')).toEqual({ key: 'Algo deu errado', message: 'Algo deu errado' });
    expect(errorText(undefined)).toEqual({ key: 'generic', message: 'Ocorreu um erro!' });
  });

  it("says 'An error occurred!' in English", async () => {
    await i18n.changeLanguage('en');
    expect(errorText({}).message).toBe('An error occurred!');
  });
});
