// Rate limits on top of the counter store: count a use and refuse past the maximum, or count an attempt on several
// counters at once before the work it guards (and give it back when the rule does not count it after all), with the
// 429 answer and its Retry-After.
import { AppError } from '../errors';
import type { CounterStore } from './counters';

export interface LimitRule {
  max: number;
  windowMs: number;
}

function waitText(seconds: number): string {
  if (seconds <= 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The refusal: how long to wait, in the message and in `Retry-After`. */
export function tooManyAttempts(resetInMs: number, noun: 'attempts' | 'requests' = 'attempts'): AppError {
  const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
  return new AppError('too-many-attempts', `Too many ${noun}. Please wait ${waitText(seconds)} and try again.`, {
    retryAfterSeconds: seconds,
  });
}

export class Limiter {
  constructor(readonly store: CounterStore) {}

  /** Counts one use of `key`; past `rule.max` uses in the window the use is refused. */
  async consume(key: string, rule: LimitRule, noun: 'attempts' | 'requests' = 'attempts'): Promise<void> {
    const counter = await this.store.increment(key, rule.windowMs);
    if (counter.count > rule.max) throw tooManyAttempts(counter.resetInMs, noun);
  }

  /**
   * Counts one attempt on every key, in one atomic step, before the slow work it guards (a password hash, a mail);
   * refuses (429, counting nothing) when any key whose entry is checked has reached its maximum. An entry with
   * `checked: false` is counted but never refuses.
   */
  async take(entries: readonly { key: string; rule: LimitRule; checked?: boolean }[]): Promise<void> {
    const result = await this.store.take(
      entries.map(({ key, rule, checked = true }) => ({
        key,
        windowMs: rule.windowMs,
        max: checked ? rule.max : Number.POSITIVE_INFINITY,
      })),
    );
    if (!result.taken) throw tooManyAttempts(result.resetInMs);
  }

  /** Gives back an attempt counted by `take` that the rule does not count after all (a right password). */
  giveBack(key: string): Promise<void> {
    return this.store.giveBack(key);
  }

  /** Sets `key` for `windowMs` (a flag, such as an address the account knows), whatever it held. */
  async mark(key: string, windowMs: number): Promise<void> {
    await this.store.increment(key, windowMs);
  }

  async isSet(key: string): Promise<boolean> {
    return (await this.store.get(key)) !== null;
  }

  reset(key: string): Promise<void> {
    return this.store.reset(key);
  }
}
