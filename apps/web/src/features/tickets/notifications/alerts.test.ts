import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  askForDesktopNotifications,
  canAskForDesktopNotifications,
  playChime,
  showDesktopNotification,
} from './alerts';

/** window.Notification with a permission state; records what was shown. */
function stubNotification(permission: NotificationPermission) {
  const shown: { title: string; options: NotificationOptions; instance: { onclick: (() => void) | null } }[] = [];
  class FakeNotification {
    static permission = permission;
    static requestPermission = vi.fn(async () => {
      FakeNotification.permission = 'granted';
      return 'granted' as const;
    });
    onclick: (() => void) | null = null;
    close = vi.fn();
    constructor(title: string, options: NotificationOptions) {
      shown.push({ title, options, instance: this });
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  return { shown, FakeNotification };
}

/** A Web Audio stand-in counting the tones started and the gain asked for. */
function stubAudio() {
  const tones: number[] = [];
  const gains: number[] = [];
  class FakeAudioContext {
    currentTime = 0;
    destination = {};
    createGain() {
      return {
        connect: () => undefined,
        gain: { setValueAtTime: (value: number) => gains.push(value), exponentialRampToValueAtTime: () => undefined },
      };
    }
    createOscillator() {
      const oscillator = {
        frequency: { value: 0 },
        connect: () => undefined,
        start: () => tones.push(oscillator.frequency.value),
        stop: () => undefined,
      };
      return oscillator;
    }
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return { tones, gains };
}

const alert = { title: 'Mensagem de Maria', body: 'Oi', tag: '5', onClick: vi.fn() };

describe('notification alerts', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    alert.onClick.mockClear();
  });

  it('shows a desktop notification when allowed; its click focuses the page and runs the action', () => {
    const { shown } = stubNotification('granted');
    const focus = vi.spyOn(window, 'focus').mockImplementation(() => undefined);
    showDesktopNotification(alert);
    expect(shown).toHaveLength(1);
    expect(shown[0]?.title).toBe('Mensagem de Maria');
    expect(shown[0]?.options).toMatchObject({ body: 'Oi', tag: '5' });
    shown[0]?.instance.onclick?.();
    expect(focus).toHaveBeenCalled();
    expect(alert.onClick).toHaveBeenCalledTimes(1);
  });

  it('shows nothing while the user has not allowed notifications, and asks only when asked to', async () => {
    const { shown, FakeNotification } = stubNotification('default');
    showDesktopNotification(alert);
    expect(shown).toHaveLength(0);
    expect(canAskForDesktopNotifications()).toBe(true);
    await askForDesktopNotifications();
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    expect(canAskForDesktopNotifications()).toBe(false);
  });

  it('only logs a console note where the browser has no notifications (spec 1 §4)', () => {
    vi.stubGlobal('Notification', undefined);
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    showDesktopNotification(alert);
    expect(info).toHaveBeenCalledTimes(1);
    expect(canAskForDesktopNotifications()).toBe(false);
  });

  it('plays two tones scaled by the volume, and nothing at volume 0', () => {
    const { tones, gains } = stubAudio();
    playChime(0);
    expect(tones).toEqual([]);
    playChime(0.5);
    expect(tones).toEqual([880, 1320]);
    expect(gains).toEqual([0.15]);
  });
});
