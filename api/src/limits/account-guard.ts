// Lockout that strangers cannot use against an account's owner. Events for an account (failed sign-ins, wrong
// reset codes, mails sent) are counted twice: per account email and address, strictly, and per email from every
// address together, with a higher threshold. The strict count stops one address guessing; the shared count stops
// many addresses guessing together, but it does not apply to an address the account signed in from lately, so
// strangers elsewhere cannot lock the owner out of the devices the owner uses. Counters are keyed by the email as
// typed (lower-cased), whether or not an account has it, so the answers say nothing about which emails exist.
import type { Limiter, LimitRule } from './limiter';
import type { AccountRules } from './rules';

export class KnownAddresses {
  constructor(
    private readonly limiter: Limiter,
    private readonly lifetimeMs: number,
  ) {}

  private key(email: string, ip: string): string {
    return `known:${email}:${ip}`;
  }

  /** After a successful sign-in: this address is the account's for a while. */
  async remember(email: string, ip: string): Promise<void> {
    const rule: LimitRule = { max: 1, windowMs: this.lifetimeMs };
    await this.limiter.reset(this.key(email, ip));
    await this.limiter.record(this.key(email, ip), rule);
  }

  isKnown(email: string, ip: string): Promise<boolean> {
    return this.limiter.isSet(this.key(email, ip));
  }
}

export class AccountGuard {
  constructor(
    private readonly limiter: Limiter,
    private readonly name: string,
    private readonly rules: AccountRules,
    private readonly known: KnownAddresses,
  ) {}

  private keys(email: string, ip: string) {
    return { pair: `${this.name}:email-ip:${email}:${ip}`, email: `${this.name}:email:${email}` };
  }

  /** Refuses (429) when this address, or every address together, has used up the account's allowance. */
  async admit(email: string, ip: string): Promise<void> {
    const keys = this.keys(email, ip);
    await this.limiter.check(keys.pair, this.rules.perEmailAndIp);
    if (!(await this.known.isKnown(email, ip))) await this.limiter.check(keys.email, this.rules.perEmail);
  }

  /** Counts one event for the account from this address. */
  async record(email: string, ip: string): Promise<void> {
    const keys = this.keys(email, ip);
    await this.limiter.record(keys.pair, this.rules.perEmailAndIp);
    await this.limiter.record(keys.email, this.rules.perEmail);
  }

  /** `admit`, then count: for events that are the request itself (a mail asked for). */
  async take(email: string, ip: string): Promise<void> {
    await this.admit(email, ip);
    await this.record(email, ip);
  }

  /** A success from this address clears its own count (the shared count stays: it is about the others). */
  async clear(email: string, ip: string): Promise<void> {
    await this.limiter.reset(this.keys(email, ip).pair);
  }
}
