/**
 * The staff board's alert for a new order (issue 17, point 10): a short beep made with WebAudio (two tones, no sound
 * file to download) and a browser notification, both off with one switch whose choice is kept in localStorage. The
 * browser asks permission for notifications only on a gesture (the board's "Allow notifications" button), and lets
 * audio play only after one: any tap or key on the board unlocks it. Imported by the board alone, so no other page
 * carries it.
 */

/** Where the switch's choice is kept: 'off' turns both off; anything else (or nothing) is on. */
export const ALERTS_KEY = 'painel.alertas';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

export function alertsOn(storage: Storage | null | undefined): boolean {
  try {
    return storage?.getItem(ALERTS_KEY) !== 'off';
  } catch {
    return true; // storage refused (private mode): the default
  }
}

export function keepAlertsOn(storage: Storage | null | undefined, on: boolean): void {
  try {
    storage?.setItem(ALERTS_KEY, on ? 'on' : 'off');
  } catch {
    // Not kept: the switch still applies to this page.
  }
}

export type NotificationState = 'granted' | 'denied' | 'default' | 'unsupported';

export function notificationState(): NotificationState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Asks the browser for permission: call it from a click (browsers refuse a request made without one). */
export async function askNotificationPermission(): Promise<NotificationState> {
  if (typeof Notification === 'undefined') return 'unsupported';
  try {
    return await Notification.requestPermission();
  } catch {
    return Notification.permission;
  }
}

type AudioContextClass = typeof AudioContext;
let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (context) return context;
  const Context: AudioContextClass | undefined =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext);
  if (!Context) return null;
  try {
    context = new Context();
  } catch {
    return null;
  }
  return context;
}

/** Called on a gesture: the browser lets the context play from then on. */
export function unlockSound(): void {
  const ctx = audio();
  if (ctx && ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
}

/** Two short tones (A5 then E6, 120 ms each): heard over a kitchen, over in a quarter of a second. */
export function beep(): boolean {
  const ctx = audio();
  if (!ctx) return false;
  if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
  const start = ctx.currentTime;
  [880, 1320].forEach((frequency, index) => {
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    const at = start + index * 0.14;
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.3, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.12);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.13);
  });
  return true;
}

/** Shows the notification when allowed; one per order (its tag), a click brings the board forward. */
export function notify(title: string, body: string, tag: string): boolean {
  if (notificationState() !== 'granted') return false;
  try {
    const notification = new Notification(title, { body, tag });
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
    return true;
  } catch {
    return false; // some phones only allow notifications from a service worker
  }
}
