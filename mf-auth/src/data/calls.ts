// Sign-in's own calls (the session's sign-in and sign-out are the platform's `authApi`): each is its endpoint's
// declaration in the contract, with the failure text and success toast of docs/product/calls.md. This remote owns
// them: a new one ships with it, with no shell release.
import { defineCall } from '@oja/shared/api';
import { auth } from '@oja/shared/contract/auth';
import { passwordReset } from '@oja/shared/contract/password-reset';
import { upload } from '@oja/shared/contract/upload';

export const accountApi = {
  forgotPassword: defineCall(passwordReset.request, {
    failure: 'Failed to send reset code',
    success: 'Reset link sent to your email!',
  }),
  verifyResetCode: defineCall(passwordReset.verify, {
    failure: 'Failed to verify code',
    success: 'Code verified successfully!',
  }),
  resetPassword: defineCall(passwordReset.reset, {
    failure: 'Failed to update password',
    success: 'Password updated successfully!',
  }),
  resendVerification: defineCall(auth.resendVerification, {
    failure: 'Failed to resend verification email',
    success: 'Verification email sent successfully!',
  }),
};

/** A merchant under review sends its business ID with the token of a sign-in that is not kept as a session. */
export const uploadApi = {
  merchantDocument: defineCall(upload.merchantDocument, {
    failure: 'Document upload failed',
    success: 'Document uploaded successfully!',
  }),
  merchantDocuments: defineCall(upload.merchantDocuments, { failure: 'Failed to get documents' }),
};

/** A signed-in admin's own account, on its Settings page. */
export const ownAccountApi = {
  rename: defineCall(auth.updateProfile, {
    failure: 'Failed to update profile',
    success: 'Profile updated successfully!',
  }),
  changePassword: defineCall(auth.changePassword, {
    failure: 'Failed to change the password',
    success: 'Password changed successfully!',
  }),
  endOtherSessions: defineCall(auth.endOtherSessions, { failure: 'Failed to sign out the other sessions' }),
};
