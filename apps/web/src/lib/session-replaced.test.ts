import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionReplacedHandler } from './session-replaced';

describe('session replaced on another computer', () => {
  const deps = () => ({
    userId: 7,
    currentSessionId: vi.fn(() => 'this-session'),
    notify: vi.fn(),
    clearStorage: vi.fn(),
    reload: vi.fn(),
  });

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('warns, clears storage and reloads 1 s later when the current user signs in elsewhere', () => {
    const d = deps();
    const handle = createSessionReplacedHandler(d);

    expect(handle({ action: 'update', user: { id: 7 }, sessionId: 'new-session' })).toBe(true);
    expect(d.notify).toHaveBeenCalledTimes(1);
    expect(d.clearStorage).toHaveBeenCalledTimes(1);
    expect(d.reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(999);
    expect(d.reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(d.reload).toHaveBeenCalledTimes(1);
  });

  it('acts on the user id alone when the event names no session', () => {
    const d = deps();
    expect(createSessionReplacedHandler(d)({ action: 'update', user: { id: 7 } })).toBe(true);
    expect(d.notify).toHaveBeenCalled();
  });

  it('ignores other users, other actions, malformed payloads and its own new session', () => {
    const d = deps();
    const handle = createSessionReplacedHandler(d);
    expect(handle({ action: 'update', user: { id: 8 } })).toBe(false);
    expect(handle({ action: 'delete', user: { id: 7 } })).toBe(false);
    expect(handle(null)).toBe(false);
    expect(handle('update')).toBe(false);
    expect(handle({ action: 'update', user: { id: 7 }, sessionId: 'this-session' })).toBe(false);
    expect(d.notify).not.toHaveBeenCalled();
    expect(d.clearStorage).not.toHaveBeenCalled();
  });

  it('ends the session once even when the event repeats', () => {
    const d = deps();
    const handle = createSessionReplacedHandler(d);
    handle({ action: 'update', user: { id: 7 } });
    expect(handle({ action: 'update', user: { id: 7 } })).toBe(false);
    vi.runAllTimers();
    expect(d.notify).toHaveBeenCalledTimes(1);
    expect(d.reload).toHaveBeenCalledTimes(1);
  });
});
