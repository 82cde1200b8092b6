import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type SendEvent, type SendState, sendStateReducer, useSendState } from './use-send-state';

describe('send button states (spec 1 §2)', () => {
  it('moves idle -> sending -> sent -> idle, and back to idle on failure', () => {
    const walk = (events: SendEvent[]) => events.reduce<SendState>(sendStateReducer, 'idle');
    expect(walk(['submit'])).toBe('sending');
    expect(walk(['submit', 'success'])).toBe('sent');
    expect(walk(['submit', 'success', 'timeout'])).toBe('idle');
    expect(walk(['submit', 'failure'])).toBe('idle');
  });

  it('ignores events that do not apply to the current state', () => {
    expect(sendStateReducer('sending', 'submit')).toBe('sending');
    expect(sendStateReducer('sent', 'submit')).toBe('sent');
    expect(sendStateReducer('idle', 'success')).toBe('idle');
    expect(sendStateReducer('idle', 'timeout')).toBe('idle');
    expect(sendStateReducer('sent', 'failure')).toBe('sent');
  });

  describe('useSendState', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('shows sending while the call runs, sent after it, and idle again 2 s later', async () => {
      const { result } = renderHook(() => useSendState());
      let finish: () => void = () => undefined;
      let outcome: Promise<boolean> = Promise.resolve(false);
      act(() => {
        outcome = result.current.run(() => new Promise<void>((resolve) => (finish = resolve)));
      });
      expect(result.current.state).toBe('sending');

      await act(async () => {
        finish();
        await outcome;
      });
      expect(result.current.state).toBe('sent');
      await expect(outcome).resolves.toBe(true);

      act(() => vi.advanceTimersByTime(1999));
      expect(result.current.state).toBe('sent');
      act(() => vi.advanceTimersByTime(1));
      expect(result.current.state).toBe('idle');
    });

    it('goes back to idle at once when the call fails', async () => {
      const { result } = renderHook(() => useSendState());
      let outcome: Promise<boolean> = Promise.resolve(true);
      await act(async () => {
        outcome = result.current.run(() => Promise.reject(new Error('refused')));
        await outcome;
      });
      await expect(outcome).resolves.toBe(false);
      expect(result.current.state).toBe('idle');
    });
  });
});
