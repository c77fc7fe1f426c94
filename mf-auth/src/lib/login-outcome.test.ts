import { ApiError, type Merchant, type User } from '@oja/shared/api';
import { isAccessDenied, loginOutcome } from './login-outcome';

const base: User = {
  id: 1,
  name: 'Ada',
  email: 'ada@oja.local',
  user_type: 'admin',
  email_verified_at: null,
  created_at: '2026-11-21T10:00:00Z',
};

const merchant = (changes: Partial<Merchant>): User => ({
  ...base,
  user_type: 'merchant',
  merchant: {
    id: 7,
    business_name: 'Iya Sikira Amala Spot',
    verification_status: 'pending',
    rejection_reason: null,
    ...changes,
  } as Merchant,
});

describe('loginOutcome', () => {
  it('sends admins and approved merchants to the dashboard', () => {
    expect(loginOutcome(base)).toEqual({ kind: 'dashboard' });
    expect(loginOutcome(merchant({ verification_status: 'approved' }))).toEqual({ kind: 'dashboard' });
  });

  it('shows the review screen to a pending merchant', () => {
    expect(loginOutcome(merchant({}))).toEqual({
      kind: 'pending',
      businessName: 'Iya Sikira Amala Spot',
      merchantId: 7,
      unverifiedEmail: 'ada@oja.local',
    });
    expect(loginOutcome({ ...merchant({}), email_verified_at: '2026-11-21T11:00:00Z' })).toMatchObject({
      unverifiedEmail: null,
    });
  });

  it('shows the reason to a rejected merchant, none when it is blank', () => {
    expect(loginOutcome(merchant({ verification_status: 'rejected', rejection_reason: ' Unreadable ID ' }))).toEqual({
      kind: 'rejected',
      businessName: 'Iya Sikira Amala Spot',
      reason: 'Unreadable ID',
      unverifiedEmail: 'ada@oja.local',
    });
    expect(loginOutcome(merchant({ verification_status: 'rejected', rejection_reason: '  ' }))).toMatchObject({
      reason: null,
    });
  });

  it('shows the reason of the suspension to a suspended merchant, none when it is missing', () => {
    expect(
      loginOutcome(merchant({ verification_status: 'suspended', suspension_reason: ' Unpaid delivery fees. ' })),
    ).toEqual({
      kind: 'suspended',
      businessName: 'Iya Sikira Amala Spot',
      reason: 'Unpaid delivery fees.',
      unverifiedEmail: 'ada@oja.local',
    });
    expect(loginOutcome(merchant({ verification_status: 'suspended' }))).toMatchObject({
      kind: 'suspended',
      reason: null,
    });
  });

  it('offers a new verification mail on every review screen only while the address is unverified', () => {
    for (const verification_status of ['pending', 'rejected', 'suspended'] as const) {
      expect(loginOutcome(merchant({ verification_status }))).toMatchObject({ unverifiedEmail: 'ada@oja.local' });
      const verified = { ...merchant({ verification_status }), email_verified_at: '2026-11-21T10:05:00Z' };
      expect(loginOutcome(verified)).toMatchObject({ unverifiedEmail: null });
    }
  });

  it('tells every other user type that they use the app', () => {
    expect(loginOutcome({ ...base, user_type: 'customer' as User['user_type'] })).toEqual({ kind: 'app-user' });
  });
});

describe('isAccessDenied', () => {
  it('finds "Access denied" in the error the call throws', () => {
    const denied = new ApiError('Access denied: this web app is for merchants and admins.', {
      status: 403,
      errors: null,
      body: null,
    });
    expect(isAccessDenied(denied)).toBe(true);
    expect(isAccessDenied('Access denied')).toBe(true);
    expect(isAccessDenied(new ApiError('Invalid email or password.', { status: 422, errors: null, body: null }))).toBe(
      false,
    );
    expect(isAccessDenied(null)).toBe(false);
  });
});
