/** While the visitor keeps typing, one "typing" signal per this interval (the server drops more). */
export const visitorTypingRepeatMs = 2000;
/** After this long without a keystroke the attendants are told the visitor stopped. */
export const visitorTypingIdleMs = 3000;

export interface TypingSignal {
  /** A keystroke in the text box: `hasText` false (emptied box) counts as a stop. */
  input(hasText: boolean): void;
  /** Sent or closed: stop now, if a start was sent. */
  stop(): void;
}

/**
 * The visitor's typing as the attendants see it ("digitando…" in the ticket header): a start at
 * most every 2 s while keys come, a stop after 3 s idle, when the box is emptied or on send.
 */
export function createTypingSignal(emit: (typing: boolean) => void, now: () => number = Date.now): TypingSignal {
  let lastStart = 0;
  let idle: ReturnType<typeof setTimeout> | null = null;
  const stop = () => {
    if (idle) clearTimeout(idle);
    idle = null;
    if (lastStart === 0) return;
    lastStart = 0;
    emit(false);
  };
  return {
    input(hasText) {
      if (!hasText) return stop();
      if (now() - lastStart >= visitorTypingRepeatMs) {
        lastStart = now();
        emit(true);
      }
      if (idle) clearTimeout(idle);
      idle = setTimeout(stop, visitorTypingIdleMs);
    },
    stop,
  };
}
