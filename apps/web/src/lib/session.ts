import { useSyncExternalStore } from 'react';
import { z } from 'zod';

/**
 * The signed-in user as the auth endpoints answer it (login, refresh_token, me).
 * Lenient on purpose: unknown fields pass through and cosmetic fields fall back,
 * so a new server field never locks a user out.
 */
export const sessionUserSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  profile: z.enum(['admin', 'user']),
  super: z.boolean().catch(false),
  companyId: z.number(),
  company: z
    .looseObject({ id: z.number(), name: z.string(), dueDate: z.string().nullish() })
    .nullish()
    .transform((company) => company ?? null),
  defaultTheme: z.enum(['light', 'dark']).catch('light'),
  defaultMenu: z.enum(['open', 'closed']).catch('open'),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionAnswerSchema = z.object({ token: z.string().min(1), user: sessionUserSchema });
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

/** `loading` while the start-up refresh decides whether a stored token is still good. */
export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'anonymous'; user: null }
  | { status: 'authenticated'; user: SessionUser };

export const tokenStorageKey = 'token';

export interface SessionStore {
  getToken(): string | null;
  setToken(token: string): void;
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  /** A login or refresh answer: keeps the token and marks the user as signed in. */
  start(answer: SessionAnswer): void;
  /** Forgets the user and, unless told to keep it, the token (logout, 401, refused refresh). */
  clear(options?: { keepToken?: boolean }): void;
}

export function createSessionStore(storage: Storage): SessionStore {
  const listeners = new Set<() => void>();
  let state: SessionState = storage.getItem(tokenStorageKey)
    ? { status: 'loading', user: null }
    : { status: 'anonymous', user: null };

  const publish = (next: SessionState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  return {
    getToken: () => storage.getItem(tokenStorageKey),
    setToken: (token) => storage.setItem(tokenStorageKey, token),
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start({ token, user }) {
      storage.setItem(tokenStorageKey, token);
      publish({ status: 'authenticated', user });
    },
    clear(options) {
      if (!options?.keepToken) storage.removeItem(tokenStorageKey);
      if (state.status !== 'anonymous') publish({ status: 'anonymous', user: null });
    },
  };
}

export const session = createSessionStore(window.localStorage);

export function useSession(store: SessionStore = session): SessionState {
  return useSyncExternalStore(store.subscribe, store.getState);
}
