/**
 * The sound and the desktop alert of a notification. A short two-tone chime is synthesized with
 * Web Audio, so no sound file has to be shipped; the volume is the top bar's (0 to 1).
 */
let audioContext: AudioContext | null = null;

export function playChime(volume: number): void {
  if (volume <= 0 || typeof window.AudioContext === 'undefined') return;
  audioContext ??= new AudioContext();
  const context = audioContext;
  const gain = context.createGain();
  gain.connect(context.destination);
  const start = context.currentTime;
  gain.gain.setValueAtTime(volume * 0.3, start);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.5);
  [880, 1320].forEach((frequency, index) => {
    const oscillator = context.createOscillator();
    oscillator.frequency.value = frequency;
    oscillator.connect(gain);
    oscillator.start(start + index * 0.12);
    oscillator.stop(start + 0.5);
  });
}

export const desktopNotificationsSupported = () => typeof window.Notification !== 'undefined';

/** Whether the browser may still ask (the user has neither allowed nor refused). */
export const canAskForDesktopNotifications = () =>
  desktopNotificationsSupported() && window.Notification.permission === 'default';

/** Asked only from a click (browsers ignore or penalise unprompted requests). */
export async function askForDesktopNotifications(): Promise<void> {
  if (canAskForDesktopNotifications()) await window.Notification.requestPermission();
}

export function showDesktopNotification(alert: {
  title: string;
  body: string;
  tag: string;
  icon?: string;
  onClick: () => void;
}) {
  if (!desktopNotificationsSupported()) {
    // Spec 1 §4: a browser without notification support only logs a note.
    // biome-ignore lint/suspicious/noConsole: the spec asks for exactly this console note.
    console.info('This browser does not support desktop notifications.');
    return;
  }
  if (window.Notification.permission !== 'granted') return;
  const notification = new window.Notification(alert.title, { body: alert.body, tag: alert.tag, icon: alert.icon });
  notification.onclick = () => {
    window.focus();
    alert.onClick();
    notification.close();
  };
}
