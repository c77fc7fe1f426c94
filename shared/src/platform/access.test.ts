import type { Merchant, User } from '@oja/shared/api';
import { decideAccess } from './access';
import type { Access } from './declaration';

const user = (user_type: User['user_type'], merchant?: Partial<Merchant> | null): User => ({
  id: 1,
  name: 'Test',
  email: 't@oja.local',
  user_type,
  email_verified_at: null,
  created_at: '2026-11-01T00:00:00Z',
  ...(merchant === undefined ? {} : { merchant: merchant as Merchant | null }),
});

const session = (u: User | null, token: string | null = 'token') => ({ token, user: u });
const dashboard: Access = { kind: 'signed-in', roles: ['admin', 'merchant'] };
const merchantsOnly: Access = { kind: 'signed-in', roles: ['merchant'] };
const guest: Access = { kind: 'guest' };

describe('decideAccess', () => {
  it('lets anyone see a public page', () => {
    expect(decideAccess({ kind: 'public' }, session(null, null))).toEqual({ action: 'allow' });
    expect(decideAccess({ kind: 'public' }, session(user('customer')))).toEqual({ action: 'allow' });
  });

  describe('guest-only pages', () => {
    it('show to visitors', () => {
      expect(decideAccess(guest, session(null, null))).toEqual({ action: 'allow' });
    });
    it('send a signed-in admin or merchant to /dashboard', () => {
      expect(decideAccess(guest, session(user('admin')))).toEqual({
        action: 'redirect',
        to: '/dashboard',
        clearSession: false,
      });
      expect(decideAccess(guest, session(user('merchant', { verification_status: 'approved' })))).toEqual({
        action: 'redirect',
        to: '/dashboard',
        clearSession: false,
      });
      expect(decideAccess(guest, session(user('merchant')))).toEqual({
        action: 'redirect',
        to: '/dashboard',
        clearSession: false,
      });
    });
    // The product's rule: "a signed-in user is redirected to /dashboard". A merchant that is not approved follows it,
    // and the dashboard's guard then signs it out ("A merchant whose verification_status is not approved is signed
    // out ... and redirected to /login").
    it.each(['pending', 'rejected', 'suspended'] as const)(
      'send a stored %s merchant to /dashboard too, whose guard signs it out',
      (status) => {
        const stored = session(user('merchant', { verification_status: status }));
        expect(decideAccess(guest, stored)).toEqual({ action: 'redirect', to: '/dashboard', clearSession: false });
        expect(decideAccess(dashboard, stored)).toEqual({ action: 'redirect', to: '/login', clearSession: true });
      },
    );
    it('clear any other stored user and send it to /', () => {
      expect(decideAccess(guest, session(user('customer')))).toEqual({
        action: 'redirect',
        to: '/',
        clearSession: true,
      });
      expect(decideAccess(guest, session(user('rider')))).toEqual({ action: 'redirect', to: '/', clearSession: true });
    });
    it('treat a token without a user as a visitor', () => {
      expect(decideAccess(guest, session(null))).toEqual({ action: 'allow' });
    });
  });

  describe('signed-in pages', () => {
    it('send a visitor to /login (no token, or no user)', () => {
      expect(decideAccess(dashboard, session(null, null))).toEqual({
        action: 'redirect',
        to: '/login',
        clearSession: false,
      });
      expect(decideAccess(dashboard, session(user('admin'), null))).toMatchObject({ to: '/login' });
      expect(decideAccess(dashboard, session(null, 'token'))).toMatchObject({ to: '/login' });
    });
    it('send a user whose type is not allowed to /', () => {
      expect(decideAccess(dashboard, session(user('customer')))).toEqual({
        action: 'redirect',
        to: '/',
        clearSession: false,
      });
      expect(decideAccess(merchantsOnly, session(user('admin')))).toEqual({
        action: 'redirect',
        to: '/',
        clearSession: false,
      });
    });
    it('let an admin in', () => {
      expect(decideAccess(dashboard, session(user('admin')))).toEqual({ action: 'allow' });
    });
    it('let an approved merchant in', () => {
      expect(decideAccess(merchantsOnly, session(user('merchant', { verification_status: 'approved' })))).toEqual({
        action: 'allow',
      });
    });
    it.each(['pending', 'rejected'] as const)('sign a %s merchant out and send it to /login', (status) => {
      expect(decideAccess(dashboard, session(user('merchant', { verification_status: status })))).toEqual({
        action: 'redirect',
        to: '/login',
        clearSession: true,
      });
    });
    describe('a page declared for other merchant statuses (a restricted session)', () => {
      const forRejected: Access = { kind: 'signed-in', roles: ['merchant'], merchantStatuses: ['rejected'] };
      it('lets a merchant in whose application has a status the page names', () => {
        expect(decideAccess(forRejected, session(user('merchant', { verification_status: 'rejected' })))).toEqual({
          action: 'allow',
        });
      });
      it('sends an approved merchant to its dashboard, still signed in', () => {
        expect(decideAccess(forRejected, session(user('merchant', { verification_status: 'approved' })))).toEqual({
          action: 'redirect',
          to: '/dashboard',
          clearSession: false,
        });
      });
      it.each(['pending', 'suspended'] as const)('signs a %s merchant out', (status) => {
        expect(decideAccess(forRejected, session(user('merchant', { verification_status: status })))).toEqual({
          action: 'redirect',
          to: '/login',
          clearSession: true,
        });
      });
      it('still asks for the profile first, and still refuses other roles', () => {
        expect(decideAccess(forRejected, session(user('merchant')))).toEqual({ action: 'fetch-profile' });
        expect(decideAccess(forRejected, session(user('admin')))).toEqual({
          action: 'redirect',
          to: '/',
          clearSession: false,
        });
      });
    });
    it('fetch the profile of a stored merchant without its merchant object', () => {
      expect(decideAccess(dashboard, session(user('merchant')))).toEqual({ action: 'fetch-profile' });
      expect(decideAccess(dashboard, session(user('merchant', null)))).toEqual({ action: 'fetch-profile' });
    });
  });
});
