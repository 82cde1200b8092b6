import { useCallback, useSyncExternalStore } from 'react';

/** Spec 1 §2: the notification volume, 0 to 1 in steps of 0.1, kept in this browser. */
export const volumeStorageKey = 'volume';
/** The slider step; values are rounded to tenths. */
export const volumeStep = 0.1;
const defaultVolume = 1;
const listeners = new Set<() => void>();

/** Clamped to [0, 1] and rounded to the 0.1 step; anything unreadable is the default. */
export function normalizeVolume(value: unknown): number {
  const number = typeof value === 'number' ? value : Number.parseFloat(String(value));
  if (!Number.isFinite(number)) return defaultVolume;
  return Math.round(Math.min(1, Math.max(0, number)) * 10) / 10;
}

/** The current volume, for code that plays a sound outside React. */
export function readVolume(): number {
  const stored = window.localStorage.getItem(volumeStorageKey);
  return stored === null ? defaultVolume : normalizeVolume(stored);
}

export function writeVolume(value: number): void {
  window.localStorage.setItem(volumeStorageKey, String(normalizeVolume(value)));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useVolume(): [number, (value: number) => void] {
  const volume = useSyncExternalStore(subscribe, readVolume);
  return [volume, useCallback((value: number) => writeVolume(value), [])];
}
