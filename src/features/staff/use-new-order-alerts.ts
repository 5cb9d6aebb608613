/**
 * The board's alert switch and the browser's notification permission as React reads them (new-order-alert.ts): the
 * switch's choice from localStorage (on until turned off; on in the server's drawing), the permission from the
 * browser; both read again when either changes here or in another tab.
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import {
  ALERTS_KEY,
  alertsOn,
  askNotificationPermission,
  keepAlertsOn,
  notificationState,
  unlockSound,
  type NotificationState,
} from './new-order-alert';

const CHANGED = 'storefront:board-alerts';
const storage = () => (typeof window === 'undefined' ? null : window.localStorage);

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === ALERTS_KEY) onChange();
  };
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

export interface NewOrderAlerts {
  on: boolean;
  permission: NotificationState;
  setOn(on: boolean): void;
  /** Asks the browser's permission: call it from a click. */
  allow(): void;
}

export function useNewOrderAlerts(): NewOrderAlerts {
  const on = useSyncExternalStore(
    subscribe,
    () => alertsOn(storage()),
    () => true,
  );
  const permission = useSyncExternalStore<NotificationState>(subscribe, notificationState, () => 'unsupported');
  useEffect(() => {
    // Browsers let a page play sound only after a gesture: the first tap or key on the board allows it.
    const unlock = () => unlockSound();
    window.addEventListener('pointerdown', unlock, { once: true });
    window.addEventListener('keydown', unlock, { once: true });
    return () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, []);
  const setOn = useCallback((next: boolean) => {
    keepAlertsOn(storage(), next);
    if (next) unlockSound();
    window.dispatchEvent(new Event(CHANGED));
  }, []);
  const allow = useCallback(() => {
    unlockSound();
    void askNotificationPermission().then(() => window.dispatchEvent(new Event(CHANGED)));
  }, []);
  return { on, permission, setOn, allow };
}
