// The callers of the authorization matrix, the shape of a row, and the usual expectations.
import type { Fixtures } from './fixtures';

export const MATRIX_ACTORS = [
  'guest',
  'customer',
  'rider',
  'pendingMerchant',
  'rejectedMerchant',
  'suspendedMerchant',
  'approvedMerchant',
  'otherMerchant',
  'admin',
] as const;
export type MatrixActor = (typeof MATRIX_ACTORS)[number];
export type Expectation = Record<MatrixActor, number>;

export interface RequestSpec {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

export interface MatrixRow {
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';
  /** The route as registered (`/api/files/documents/:id`). */
  route: string;
  /** The concrete call; by default the route itself with no body. `approvedMerchant` owns the fixtures. */
  request?: (fixtures: Fixtures) => RequestSpec;
  /** The answer is a stream of events: the call is made over a real socket, its status read, the stream closed. */
  stream?: true;
  expect: Expectation;
}

/** Anyone gets `status`. */
export const everyone = (status: number): Expectation => ({
  guest: status,
  customer: status,
  rider: status,
  pendingMerchant: status,
  rejectedMerchant: status,
  suspendedMerchant: status,
  approvedMerchant: status,
  otherMerchant: status,
  admin: status,
});

/** Any signed-in admin or merchant (pending and rejected included; a suspended merchant is refused) gets `status`. */
export const signedIn = (status: number): Expectation => ({
  guest: 401,
  customer: 403,
  rider: 403,
  pendingMerchant: status,
  rejectedMerchant: status,
  suspendedMerchant: 403,
  approvedMerchant: status,
  otherMerchant: status,
  admin: status,
});

/** Who the caller is and signing out: every signed-in admin or merchant, a suspended merchant included. */
export const anySession = (status: number): Expectation => ({ ...signedIn(status), suspendedMerchant: status });

/** Admins only. */
export const adminOnly = (status: number): Expectation => ({
  guest: 401,
  customer: 403,
  rider: 403,
  pendingMerchant: 403,
  rejectedMerchant: 403,
  suspendedMerchant: 403,
  approvedMerchant: 403,
  otherMerchant: 403,
  admin: status,
});

/** Approved merchants, on a resource of their own (the fixtures belong to approvedMerchant). */
export const ownedByApprovedMerchant = (status: number): Expectation => ({
  guest: 401,
  customer: 403,
  rider: 403,
  pendingMerchant: 403,
  rejectedMerchant: 403,
  suspendedMerchant: 403,
  approvedMerchant: status,
  otherMerchant: 404,
  admin: 403,
});

/** Approved merchants, each on its own records (the other merchant has its own, empty or not). */
export const approvedMerchants = (status: number, other = status): Expectation => ({
  ...ownedByApprovedMerchant(status),
  otherMerchant: other,
});

/** Any merchant (whatever its review status) on its own records; admins have their own routes. */
export const merchantsOnly = (status: number): Expectation => ({ ...signedIn(status), admin: 403 });

/** A record of the approved merchant's own: any other merchant finds no such record (404); admins are refused. */
export const ownRecord = (status: number): Expectation => ({ ...merchantsOnly(404), approvedMerchant: status });

/** An upload for the approved merchant: its owner or an admin; another merchant is refused. */
export const uploadForApproved: Expectation = {
  guest: 401,
  customer: 403,
  rider: 403,
  pendingMerchant: 403,
  rejectedMerchant: 403,
  suspendedMerchant: 403,
  approvedMerchant: 200,
  otherMerchant: 403,
  admin: 200,
};

/** One kind of app user (a customer or a rider); nobody else passes. */
export const appUser = (who: 'customer' | 'rider' | 'both', status: number): Expectation => ({
  ...adminOnly(403),
  admin: 403,
  customer: who === 'rider' ? 403 : status,
  rider: who === 'customer' ? 403 : status,
});
