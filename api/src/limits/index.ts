// Rate limits and lockout: counters behind one small interface, the limiter on top of them, the guard that keeps
// strangers from locking an owner out, and every rule with its number.
export { AccountGuard, KnownAddresses } from './account-guard';
export { type Counter, type CounterStore, MemoryCounterStore } from './counters';
export { Limiter, type LimitRule, tooManyAttempts } from './limiter';
export {
  type AccountRules,
  DEFAULT_DOCUMENT_CAPS,
  DEFAULT_RATE_LIMITS,
  DEFAULT_SERVER_LIMITS,
  type DocumentCaps,
  FORM_LIMITS,
  type RateLimits,
  rateLimits,
  type ServerLimits,
} from './rules';
