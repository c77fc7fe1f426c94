// A new order is never missed: it chimes (unless the merchant muted the page; the switch is remembered on this
// device), the tab's title counts the orders waiting for an answer ("(2) Order Mgt"), and each such order is
// highlighted until it is answered. Orders already waiting when the page opens are counted and highlighted but do not
// chime (the merchant is looking at them); an order that arrives while the page is offline chimes when the page
// catches up.
import type { Order } from '@oja/shared/contract';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { chimeUnlocked, playChime, subscribeChime, unlockChime } from '../lib/chime';

export const SOUND_STORAGE_KEY = 'oja.orders.sound';
const TITLE_COUNT = /^\(\d+\)\s/;

function storedSound(): boolean {
  try {
    return window.localStorage.getItem(SOUND_STORAGE_KEY) !== 'off';
  } catch {
    return true;
  }
}

/** The sound switch, remembered on this device (on by default). */
export function useSoundSwitch() {
  const [soundOn, setSoundOn] = useState(storedSound);
  const toggle = useCallback(() => {
    setSoundOn((on) => {
      const next = !on;
      try {
        window.localStorage.setItem(SOUND_STORAGE_KEY, next ? 'on' : 'off');
      } catch {
        // Without storage the switch holds for this visit.
      }
      if (next) unlockChime();
      return next;
    });
  }, []);
  return { soundOn, toggle };
}

/**
 * Where the page tries to unlock the sound: a key, and a click (a tap on a phone ends in one). A click comes once the
 * gesture is over, so the notice going away (a line less above the queue) never moves what is under the finger mid-tap;
 * by then the page has its activation (a touch's pointerdown alone never gives it, which left phones silent before).
 */
const GESTURES = ['keydown', 'click'] as const;

/**
 * Whether the chime is still locked by the browser (no tap or key press on the page yet). Every such gesture tries to
 * unlock it until it runs; a page reached by a tap on the menu runs at once (its document has been used already).
 */
export function useChimeLocked(): boolean {
  const unlocked = useSyncExternalStore(subscribeChime, chimeUnlocked, () => false);
  useEffect(() => {
    if (unlocked) return;
    const activation = (navigator as { userActivation?: { hasBeenActive: boolean } }).userActivation;
    if (activation?.hasBeenActive) unlockChime();
    const unlock = () => unlockChime();
    for (const gesture of GESTURES) window.addEventListener(gesture, unlock);
    return () => {
      for (const gesture of GESTURES) window.removeEventListener(gesture, unlock);
    };
  }, [unlocked]);
  return !unlocked;
}

/** Puts the count of waiting orders in front of the tab's title, and takes it away when the page closes. */
export function useTitleCount(count: number) {
  useEffect(() => {
    const base = document.title.replace(TITLE_COUNT, '');
    document.title = count > 0 ? `(${count}) ${base}` : base;
  }, [count]);
  useEffect(
    () => () => {
      document.title = document.title.replace(TITLE_COUNT, '');
    },
    [],
  );
}

/**
 * Announces the orders of `waiting` (the queue's new orders) that were not there before; returns how many arrived
 * since the page opened, for the page to say so. `waiting` is undefined until the queue has loaded.
 */
export function useNewOrderAlert(waiting: readonly Order[] | undefined, soundOn: boolean): number {
  const known = useRef<Set<number> | null>(null);
  const [arrived, setArrived] = useState(0);
  const sound = useRef(soundOn);
  sound.current = soundOn;

  useEffect(() => {
    if (!waiting) return;
    const ids = waiting.map((order) => order.id);
    if (known.current === null) {
      known.current = new Set(ids);
      return;
    }
    const fresh = ids.filter((id) => !known.current?.has(id));
    for (const id of ids) known.current.add(id);
    if (fresh.length === 0) return;
    setArrived((count) => count + fresh.length);
    if (sound.current) playChime();
  }, [waiting]);

  useTitleCount(waiting?.length ?? 0);
  return arrived;
}
