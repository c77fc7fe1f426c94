// The callers of the authorization matrix, the shape of a row, and the usual expectations.
import { ACTORS } from '../support/actors';
import type { Fixtures } from './fixtures';

/** The callers of the matrix: one of each kind (test/support/actors.ts). */
export const MATRIX_ACTORS = ACTORS;
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
export const everyone = (status: number): Expectation =>
  Object.fromEntries(MATRIX_ACTORS.map((actor) => [actor, status])) as Expectation;

/** Nobody passes: a guest must sign in (401), every caller is refused (403). */
const nobody: Expectation = { ...everyone(403), guest: 401 };

/** Any signed-in admin or merchant (pending and rejected included; a suspended merchant is refused) gets `status`. */
export const signedIn = (status: number): Expectation => ({
  ...nobody,
  pendingMerchant: status,
  rejectedMerchant: status,
  approvedMerchant: status,
  otherMerchant: status,
  admin: status,
});

/** Who the caller is and signing out: every signed-in admin or merchant, a suspended merchant included. */
export const anySession = (status: number): Expectation => ({ ...signedIn(status), suspendedMerchant: status });

/** Admins only. */
export const adminOnly = (status: number): Expectation => ({ ...nobody, admin: status });

/** Approved merchants, on a resource of their own (the fixtures belong to approvedMerchant). */
export const ownedByApprovedMerchant = (status: number): Expectation => ({
  ...nobody,
  approvedMerchant: status,
  otherMerchant: 404,
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
export const uploadForApproved: Expectation = { ...nobody, approvedMerchant: 200, admin: 200 };

/** One kind of app user (a customer or a rider); nobody else passes. */
export const appUser = (who: 'customer' | 'rider' | 'both', status: number): Expectation => ({
  ...nobody,
  customer: who === 'rider' ? 403 : status,
  rider: who === 'customer' ? 403 : status,
});
