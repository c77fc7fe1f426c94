// Lockout that strangers cannot use against an account's owner. Events for an account (failed sign-ins, wrong
// reset codes, mails sent) are counted twice: per account email and address, strictly, and per email from every
// address together, with a higher threshold. The strict count stops one address guessing; the shared count stops
// many addresses guessing together, but it does not apply to an address the account signed in from lately, so
// strangers elsewhere cannot lock the owner out of the devices the owner uses. Counters are keyed by the email as
// typed (lower-cased), whether or not an account has it, so the answers say nothing about which emails exist.
import type { Limiter } from './limiter';
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
    await this.limiter.reset(this.key(email, ip));
    await this.limiter.mark(this.key(email, ip), this.lifetimeMs);
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

  /**
   * Counts one event for the account from this address, before the work it guards (a password hash, a code
   * check, a mail), in one atomic step: refuses (429, counting nothing) when this address, or every address
   * together, has used up the account's allowance. The shared count does not refuse an address the account knows
   * (it is still counted there: the others' allowance is about everyone).
   */
  async take(email: string, ip: string): Promise<void> {
    const keys = this.keys(email, ip);
    const known = await this.known.isKnown(email, ip);
    await this.limiter.take([
      { key: keys.pair, rule: this.rules.perEmailAndIp },
      { key: keys.email, rule: this.rules.perEmail, checked: !known },
    ]);
  }

  /** The event turned out not to count (the password or the code was right): both counts are given back. */
  async giveBack(email: string, ip: string): Promise<void> {
    const keys = this.keys(email, ip);
    await this.limiter.giveBack(keys.pair);
    await this.limiter.giveBack(keys.email);
  }

  /** A success from this address clears its own count (the shared count stays: it is about the others). */
  async clear(email: string, ip: string): Promise<void> {
    await this.limiter.reset(this.keys(email, ip).pair);
  }
}
