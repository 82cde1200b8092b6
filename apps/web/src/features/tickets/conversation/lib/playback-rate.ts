/** Spec 1 §4: audio playback rates cycle 0.5, 1, 1.5, 2 and the choice is kept locally. */
export const playbackRates = [0.5, 1, 1.5, 2] as const;
export const playbackRateStorageKey = 'audioPlaybackRate';

export function storedPlaybackRate(): number {
  const stored = Number(window.localStorage.getItem(playbackRateStorageKey));
  return (playbackRates as readonly number[]).includes(stored) ? stored : 1;
}

export function nextPlaybackRate(rate: number): number {
  const index = (playbackRates as readonly number[]).indexOf(rate);
  return playbackRates[(index + 1) % playbackRates.length] ?? 1;
}

export function storePlaybackRate(rate: number) {
  window.localStorage.setItem(playbackRateStorageKey, String(rate));
}
