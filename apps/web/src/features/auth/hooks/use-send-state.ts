import { useCallback, useEffect, useReducer } from 'react';

/** Spec 1 §2: the send button of /forgot-password and /reset-password. */
export type SendState = 'idle' | 'sending' | 'sent';
export type SendEvent = 'submit' | 'success' | 'failure' | 'timeout';

/** Spec 1 §9: the sent state reverts to idle after 2 seconds. */
export const sentStateResetMs = 2000;

/**
 * idle -submit-> sending -success-> sent -timeout (2 s)-> idle; a failure goes back to idle at
 * once. Any other event leaves the state alone (a second submit while sending sends nothing).
 */
export function sendStateReducer(state: SendState, event: SendEvent): SendState {
  switch (event) {
    case 'submit':
      return state === 'idle' ? 'sending' : state;
    case 'success':
      return state === 'sending' ? 'sent' : state;
    case 'failure':
      return state === 'sending' ? 'idle' : state;
    case 'timeout':
      return state === 'sent' ? 'idle' : state;
  }
}

/**
 * Runs a send through the state machine. `send` reports its own errors (the generic handler
 * toasts them); `run` resolves to whether it succeeded and ignores calls unless idle.
 */
export function useSendState() {
  const [state, dispatch] = useReducer(sendStateReducer, 'idle');

  useEffect(() => {
    if (state !== 'sent') return;
    const timer = setTimeout(() => dispatch('timeout'), sentStateResetMs);
    return () => clearTimeout(timer);
  }, [state]);

  const run = useCallback(
    async (send: () => Promise<unknown>): Promise<boolean> => {
      if (state !== 'idle') return false;
      dispatch('submit');
      try {
        await send();
        dispatch('success');
        return true;
      } catch {
        dispatch('failure');
        return false;
      }
    },
    [state],
  );

  return { state, run };
}
