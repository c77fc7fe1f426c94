// Sign-in and password reset (docs/product/rules.md, "Login" and "Forgot password"; the reset calls' bodies:
// docs/product/calls.md, "Auth").
import * as v from 'valibot';
import { RESET_CODE_LENGTH } from './enums';
import { currentPassword, emailAddress, passwordPairSchema, plainText, requiredText, trimmed } from './rules';

export const loginSchema = v.object({
  email: emailAddress(),
  password: currentPassword,
});
export type LoginInput = v.InferInput<typeof loginSchema>;
export type LoginPayload = v.InferOutput<typeof loginSchema>;

export const forgotPasswordSchema = v.object({
  email: emailAddress(),
});
export type ForgotPasswordPayload = v.InferOutput<typeof forgotPasswordSchema>;

export const RESET_CODE_MESSAGES = {
  required: 'Reset code is required',
  invalid: 'Reset code must be 5 digits',
} as const;

const resetCode = v.pipe(
  v.nullish(v.string(RESET_CODE_MESSAGES.required), ''),
  trimmed(),
  v.nonEmpty(RESET_CODE_MESSAGES.required),
  v.regex(new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`), RESET_CODE_MESSAGES.invalid),
);

export const verifyResetCodeSchema = v.object({
  email: emailAddress(),
  reset_code: resetCode,
});
export type VerifyResetCodePayload = v.InferOutput<typeof verifyResetCodeSchema>;

/** `PUT /auth/password`: the current password, then the new one with the reset's rules and messages. */
export const changePasswordSchema = v.intersect([v.object({ current_password: currentPassword }), passwordPairSchema]);
export type ChangePasswordInput = v.InferInput<typeof changePasswordSchema>;
export type ChangePasswordPayload = v.InferOutput<typeof changePasswordSchema>;

/** Step 4 of the reset form: only the two password fields (the email and code come from steps 1 and 2). */
export const newPasswordSchema = passwordPairSchema;
export type NewPasswordInput = v.InferInput<typeof newPasswordSchema>;

export const resetPasswordSchema = v.intersect([
  v.object({
    email: emailAddress(),
    reset_code: resetCode,
  }),
  passwordPairSchema,
]);
export type ResetPasswordPayload = v.InferOutput<typeof resetPasswordSchema>;

export const verifyEmailSchema = v.object({
  email: emailAddress(),
  token: v.pipe(
    v.nullish(v.string('Verification token is required'), ''),
    trimmed(),
    v.nonEmpty('Verification token is required'),
    v.maxLength(200, 'Verification token is invalid'),
    plainText(),
  ),
});
export type VerifyEmailPayload = v.InferOutput<typeof verifyEmailSchema>;

export const resendVerificationSchema = v.object({
  email: emailAddress(),
});

/** `PUT /auth/profile`: the signed-in person's own name, as greetings and the admins' activity log show it. */
export const accountNameSchema = v.object({
  name: requiredText('Name is required', {
    min: { length: 2, message: 'Name must be at least 2 characters' },
    max: { length: 255, message: 'Name must not exceed 255 characters' },
  }),
});
export type AccountNameInput = v.InferInput<typeof accountNameSchema>;
export type AccountNamePayload = v.InferOutput<typeof accountNameSchema>;
