// docs/product/calls.md, "Auth", with the three password-reset paths.
import type {
  AccountNamePayload,
  ChangePasswordPayload,
  ForgotPasswordPayload,
  LoginPayload,
  ResetPasswordPayload,
  VerifyEmailPayload,
  VerifyResetCodePayload,
} from '@oja/shared/validation';
import { defineCall } from '../define-call';
import type { LoginResult, MerchantRegistrationResult, User } from '../types';
import type { MerchantRegistrationForm } from './merchant';
import { registrationBody } from './merchant';

export const authApi = {
  /** The same registration as `merchantApi.register` (one handler on the server). */
  register: defineCall<MerchantRegistrationForm, MerchantRegistrationResult>({
    method: 'post',
    path: '/auth/register',
    send: registrationBody,
    failure: 'Registration failed',
    success: 'Registration successful! Please check your email for verification.',
  }),
  login: defineCall<LoginPayload, LoginResult>({
    method: 'post',
    path: '/auth/login',
    failure: 'Login failed',
    success: 'Login successful!',
  }),
  logout: defineCall<void, null>({
    method: 'post',
    path: '/auth/logout',
    failure: 'Logout failed',
    success: 'Logged out successfully',
  }),
  profile: defineCall<void, User>({ method: 'get', path: '/auth/profile', failure: 'Failed to get profile' }),
  /** Every other session of the user ends; this one stays signed in. */
  changePassword: defineCall<ChangePasswordPayload, null>({
    method: 'put',
    path: '/auth/password',
    failure: 'Failed to change the password',
    success: 'Password changed successfully!',
  }),
  /** The signed-in person's own name. */
  updateProfile: defineCall<AccountNamePayload, User>({
    method: 'put',
    path: '/auth/profile',
    failure: 'Failed to update profile',
    success: 'Profile updated successfully!',
  }),
  /** Ends every other session of the signed-in user; this one stays. */
  endOtherSessions: defineCall<void, { ended: number }>({
    method: 'post',
    path: '/auth/sessions/end-others',
    failure: 'Failed to sign out the other sessions',
  }),
  verifyEmail: defineCall<VerifyEmailPayload, null>({
    method: 'post',
    path: '/auth/email/verify',
    failure: 'Email verification failed',
    success: 'Email verified successfully!',
  }),
  resendVerification: defineCall<{ email: string }, null>({
    method: 'post',
    path: '/auth/email/resend',
    failure: 'Failed to resend verification email',
    success: 'Verification email sent successfully!',
  }),
  forgotPassword: defineCall<ForgotPasswordPayload, null>({
    method: 'post',
    path: '/auth/forgot-password',
    failure: 'Failed to send reset code',
    success: 'Reset link sent to your email!',
  }),
  verifyResetCode: defineCall<VerifyResetCodePayload, null>({
    method: 'post',
    path: '/auth/verify-reset-code',
    failure: 'Failed to verify code',
    success: 'Code verified successfully!',
  }),
  resetPassword: defineCall<ResetPasswordPayload, null>({
    method: 'post',
    path: '/auth/reset-password',
    failure: 'Failed to update password',
    success: 'Password updated successfully!',
  }),
};
