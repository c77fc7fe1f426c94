// Rate limits: counters behind one small interface, the limiter on top of them, and the rules with their numbers.
export { type Counter, type CounterStore, MemoryCounterStore } from './counters';
export { Limiter, type LimitRule, tooManyAttempts } from './limiter';
export { type AttemptLimits, DEFAULT_RATE_LIMITS, type RateLimits, rateLimits } from './rules';
