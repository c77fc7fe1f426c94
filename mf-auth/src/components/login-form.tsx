// The sign-in form (docs/product/screens.md, Login): email, password, Remember me, the two links and the button.
import { css } from '@emotion/react';
import { useForm } from '@oja/shared/forms';
import { useOjaTheme } from '@oja/shared/theme';
import { Button, Checkbox, PasswordField } from '@oja/shared/ui';
import { type LoginPayload, loginSchema } from '@oja/shared/validation';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { AuthForm } from './auth-layout';
import { SignInEmailField } from './sign-in-email-field';

interface LoginFormProps<TAnswer> {
  login: (payload: LoginPayload) => Promise<TAnswer>;
  onSuccess: (answer: TAnswer, remember: boolean) => void;
  /** The email to start with (the account of a session the server ended); empty by default. */
  email?: string;
}

export function LoginForm<TAnswer>({ login, onSuccess, email = '' }: LoginFormProps<TAnswer>) {
  const theme = useOjaTheme();
  const { colors, space } = theme;
  const [remember, setRemember] = useState(false);
  const rememberRef = useRef(remember);
  rememberRef.current = remember;
  const form = useForm({
    schema: loginSchema,
    initialValues: { email, password: '' },
    validateOnBlur: ['email', 'password'],
    onSubmit: login,
    onSuccess: (answer) => onSuccess(answer, rememberRef.current),
  });
  const linkStyle = css({
    color: colors.primaryText,
    fontWeight: theme.fontWeights.semibold,
    textDecoration: 'none',
    borderRadius: theme.radii.sm,
    '&:hover': { textDecoration: 'underline' },
  });

  return (
    <AuthForm onSubmit={form.handleSubmit}>
      <SignInEmailField {...form.field('email')} />
      <PasswordField
        {...form.field('password')}
        label="Password"
        placeholder="Your password"
        required
        reserveErrorSpace
      />
      <div
        css={css({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: space[2],
          marginTop: `-${space[2]}`,
        })}
      >
        <Checkbox
          label="Remember me"
          name="remember"
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
        />
        <Link to="/forgot-password" css={[linkStyle, css({ ...theme.text.bodySm, padding: `${space[2]} 0` })]}>
          Forgot password?
        </Link>
      </div>
      <Button type="submit" size="lg" fullWidth busy={form.isSubmitting} busyLabel="Logging in...">
        Login
      </Button>
      <p css={css({ ...theme.text.bodySm, color: colors.textMuted, textAlign: 'center', margin: `${space[2]} 0 0` })}>
        New to Oja?{' '}
        <Link to="/merchant/register" css={linkStyle}>
          Sign Up as Merchant
        </Link>
      </p>
    </AuthForm>
  );
}
