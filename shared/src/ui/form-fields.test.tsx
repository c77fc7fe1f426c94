// The fields with the shared form hook, as the login screen will use them: `form.field(name)` spreads onto a field.
import { useForm } from '@oja/shared/forms';
import { loginSchema } from '@oja/shared/validation';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';
import { PasswordField } from './password-field';
import { TextField } from './text-field';

function LoginForm({ onSubmit }: { onSubmit: () => Promise<unknown> }) {
  const form = useForm({ schema: loginSchema, initialValues: { email: '', password: '' }, onSubmit });
  return (
    <form noValidate onSubmit={form.handleSubmit}>
      <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
      <PasswordField label="Password" required {...form.field('password')} />
      <Button type="submit" busy={form.isSubmitting} busyLabel="Logging in...">
        Login
      </Button>
    </form>
  );
}

describe('fields with the form hook', () => {
  it('show and describe the schema’s messages, then the busy button while submitting', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    render(<LoginForm onSubmit={onSubmit} />);

    await user.click(screen.getByRole('button', { name: 'Login' }));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email.getAttribute('aria-describedby')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(email, 'merchant@oja.local');
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.type(screen.getByLabelText('Password'), 'Merchant@123');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const busy = screen.getByRole('button', { name: 'Logging in...' });
    expect(busy).toBeDisabled();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    finish(undefined);
    expect(await screen.findByRole('button', { name: 'Login' })).toBeEnabled();
  });
});
