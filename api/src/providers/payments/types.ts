// Card payments behind one small interface: the built-in sandbox by default, Paystack when its secret key is set.

export interface CardCharge {
  /** Ours, unique per order: the provider sends it back in its notice. */
  reference: string;
  amountKobo: number;
  /** The customer's, for the provider's receipt. */
  email: string;
}

/** A charge confirmed at once, or one the customer completes at the provider's checkout. */
export type ChargeStart = { status: 'paid' } | { status: 'pending'; authorizationUrl: string };

/** A provider's signed word that a charge succeeded. */
export interface PaymentNotice {
  reference: string;
  amountKobo: number;
}

export interface PaymentProvider {
  /** Named in logs and docs; the sandbox says so. */
  readonly name: string;
  startCharge(charge: CardCharge): Promise<ChargeStart>;
  /**
   * A notice whose signature proves it came from the provider: the charge it confirms, 'ignored' for an event the
   * service does not act on, null when the signature is missing or wrong.
   */
  readNotice(rawBody: Buffer, signature: string | undefined): PaymentNotice | 'ignored' | null;
  refund(reference: string, amountKobo: number): Promise<void>;
}
