// The email field of sign-in and of the reset request: the same address, so the same field (browsers and password
// managers fill it as the username in both).
import { TextField, type TextFieldProps } from '@oja/shared/ui';

export function SignInEmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  return (
    <TextField
      {...props}
      label="Email"
      type="email"
      inputMode="email"
      autoComplete="username"
      autoCapitalize="off"
      spellCheck={false}
      placeholder="you@business.com"
      required
      reserveErrorSpace
    />
  );
}
