// A new order is never missed: it chimes (unless the merchant muted the page; the switch is remembered on this
// device), the tab's title counts the orders waiting for an answer ("(2) Order Mgt"), and each such order is
// highlighted until it is answered. Orders already waiting when the page opens are counted and highlighted but do not
// chime (the merchant is looking at them); an order that arrives while the page is offline chimes when the page
// catches up.
import type { Order } from '@oja/shared/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { playChime, unlockChime } from '../lib/chime';

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
    // The browser allows sound only after a gesture: the first tap or key on the page unlocks it.
    const unlock = () => unlockChime();
    window.addEventListener('pointerdown', unlock, { once: true });
    window.addEventListener('keydown', unlock, { once: true });
    return () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, []);

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
