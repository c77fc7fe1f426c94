// Rate limits on top of the counter store: count a use and refuse past the maximum, or check a counter that other
// events fill (failed sign-ins), with the 429 answer and its Retry-After.
import { AppError } from '../errors';
import type { Counter, CounterStore } from './counters';

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

  /** Refuses when `key` has already reached `rule.max`, without counting anything. */
  async check(key: string, rule: LimitRule): Promise<void> {
    const counter = await this.store.get(key);
    if (counter !== null && counter.count >= rule.max) throw tooManyAttempts(counter.resetInMs);
  }

  /** Counts one event against `key` (a failure that a later `check` looks at). */
  record(key: string, rule: LimitRule): Promise<Counter> {
    return this.store.increment(key, rule.windowMs);
  }

  async isSet(key: string): Promise<boolean> {
    return (await this.store.get(key)) !== null;
  }

  reset(key: string): Promise<void> {
    return this.store.reset(key);
  }
}
