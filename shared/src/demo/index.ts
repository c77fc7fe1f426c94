// Public entry of @oja/shared/demo: the demo accounts, written once. The API's seed creates them (the admin is
// the default one, which OJA_ADMIN_EMAIL / OJA_ADMIN_PASSWORD replace), a remote's standalone harness signs in as
// them, and the browser tests and the bundle report use them. The data is a JSON file so plain Node scripts can
// read it too (resolve this entry, read `accounts.json` beside it).
import accounts from './accounts.json' with { type: 'json' };

export interface DemoAccount {
  /** How tools name it ("Approved merchant"). */
  readonly label: string;
  readonly email: string;
  readonly password: string;
}

export type DemoAccountName = keyof typeof accounts;

/** An account of the mobile apps (a customer or a rider): it has a person's name. */
export type DemoAppAccount = DemoAccount & { readonly name: string };

export const DEMO_ACCOUNTS: Readonly<Record<DemoAccountName, DemoAccount>> & {
  readonly customer: DemoAppAccount;
  readonly rider: DemoAppAccount;
  readonly rider2: DemoAppAccount;
} = accounts;
