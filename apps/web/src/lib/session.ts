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
    .looseObject({
      id: z.number(),
      name: z.string(),
      dueDate: z.string().nullish(),
      /** The company's calendar (absent: the platform's default): its due date is the day it falls on there. */
      timezone: z.string().optional().catch(undefined),
    })
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
  | {
      status: 'authenticated';
      user: SessionUser;
      /**
       * Where a fresh login asked to go (spec 1 §4 landing); the public-route guard follows it
       * instead of its default, so the guard and the login page never race to navigate.
       */
      landing: string | null;
    };

export const tokenStorageKey = 'token';

export interface SessionStore {
  getToken(): string | null;
  setToken(token: string): void;
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  /** A login or refresh answer: keeps the token and marks the user as signed in. */
  start(answer: SessionAnswer, options?: { landing?: string }): void;
  /** A fresher copy of the signed-in user (after a profile edit); ignored when nobody is signed in. */
  updateUser(user: SessionUser): void;
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
    start({ token, user }, options) {
      storage.setItem(tokenStorageKey, token);
      publish({ status: 'authenticated', user, landing: options?.landing ?? null });
    },
    updateUser(user) {
      if (state.status === 'authenticated') publish({ ...state, user });
    },
    clear(options) {
      if (!options?.keepToken) storage.removeItem(tokenStorageKey);
      if (state.status !== 'anonymous') publish({ status: 'anonymous', user: null });
    },
  };
}

/**
 * The server-side session an access token belongs to (its `sessionId` claim), read without
 * verifying: only to tell this browser's session from another one, never to trust anything.
 */
export function sessionIdOfToken(token: string | null): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    const sessionId = (claims as { sessionId?: unknown } | null)?.sessionId;
    return typeof sessionId === 'string' ? sessionId : null;
  } catch {
    return null;
  }
}

export const session = createSessionStore(window.localStorage);

export function useSession(store: SessionStore = session): SessionState {
  return useSyncExternalStore(store.subscribe, store.getState);
}
