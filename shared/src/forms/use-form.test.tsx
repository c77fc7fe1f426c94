import { ApiError } from '@oja/shared/api';
import { clearSession, endSession, signIn } from '@oja/shared/session';
import { toastStore } from '@oja/shared/toast';
import { loginSchema, merchantBusinessStepSchema } from '@oja/shared/validation';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { type UseFormOptions, useForm } from './index';

const toastMessages = () => toastStore.getState().toasts.map(({ type, message }) => `${type}: ${message}`);
const liveToasts = () =>
  toastStore
    .getState()
    .toasts.filter((toast) => !toast.leaving)
    .map(({ type, message }) => `${type}: ${message}`);

beforeEach(() => toastStore.setState({ toasts: [], durationOverride: null }));

/** The hook on the login schema with empty fields, and `options` on top. */
function renderLoginHook(options: Partial<UseFormOptions<typeof loginSchema, unknown>> = {}) {
  return renderHook(() =>
    useForm({ schema: loginSchema, initialValues: { email: '', password: '' }, onSubmit: jest.fn(), ...options }),
  );
}

/** A bare field: the input and its message, as the shared TextField lays them out. */
function Input({ error, ...props }: ComponentProps<'input'> & { error: string | undefined }) {
  return (
    <>
      <input {...props} aria-invalid={error ? true : undefined} />
      <span data-testid={`${props.name}-error`}>{error}</span>
    </>
  );
}

function LoginForm(props: { onSubmit: (values: { email: string; password: string }) => Promise<unknown> }) {
  const form = useForm({
    schema: loginSchema,
    initialValues: { email: '', password: '' },
    onSubmit: props.onSubmit,
    successMessage: 'Login successful!',
  });
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <label htmlFor="email">Email</label>
      <Input id="email" {...form.field('email')} />
      <label htmlFor="password">Password</label>
      <Input id="password" type="password" {...form.field('password')} />
      <button type="submit">{form.isSubmitting ? 'Logging in...' : 'Login'}</button>
    </form>
  );
}

describe('useForm', () => {
  // The product's rule: "Fields are validated on submit and on blur". Leaving an empty field says it is required.
  it('validates a field when it loses focus, untouched too, and clears the error when edited', async () => {
    const user = userEvent.setup();
    render(<LoginForm onSubmit={jest.fn()} />);
    await user.click(screen.getByLabelText('Email'));
    await user.tab();
    expect(screen.getByTestId('email-error')).toHaveTextContent('Email is required');
    await user.type(screen.getByLabelText('Email'), 'a');
    expect(screen.getByTestId('email-error')).toBeEmptyDOMElement();
    await user.tab();
    expect(screen.getByTestId('email-error')).toHaveTextContent('Please enter a valid email address');
    expect(screen.getByTestId('password-error')).toHaveTextContent('Password is required');
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(screen.getByTestId('password-error')).toBeEmptyDOMElement();
    await user.clear(screen.getByLabelText('Password'));
    await user.tab();
    expect(screen.getByTestId('password-error')).toHaveTextContent('Password is required');
  });

  it('says nothing when the window loses focus while the field keeps it (another tab, another app)', async () => {
    const user = userEvent.setup();
    render(<LoginForm onSubmit={jest.fn()} />);
    const email = screen.getByLabelText('Email');
    await user.click(email);
    // The browser's blur of the window: the field stays the document's active element.
    fireEvent.blur(email);
    expect(email).toHaveFocus();
    expect(screen.getByTestId('email-error')).toBeEmptyDOMElement();
  });

  it('moves focus to the first invalid field of a failed submit and scrolls it into view', async () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    try {
      const user = userEvent.setup();
      const onSubmit = jest.fn();
      render(<LoginForm onSubmit={onSubmit} />);
      await user.type(screen.getByLabelText('Email'), 'ada@example.ng');
      await user.click(screen.getByRole('button', { name: 'Login' }));
      expect(screen.getByLabelText('Password')).toHaveFocus();
      expect(scrolled).toEqual([screen.getByLabelText('Password')]);
      await user.clear(screen.getByLabelText('Email'));
      await user.click(screen.getByRole('button', { name: 'Login' }));
      expect(screen.getByLabelText('Email')).toHaveFocus();
      expect(onSubmit).not.toHaveBeenCalled();
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('takes the error toast of a failed submit away once a submit succeeds', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn().mockRejectedValueOnce(new Error('Wrong code')).mockResolvedValueOnce({});
    render(<LoginForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.ng');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(liveToasts()).toEqual(['error: Wrong code']));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(liveToasts()).toEqual(['success: Login successful!']));
  });

  it('shows every error and makes no request when the submit is invalid', async () => {
    const onSubmit = jest.fn();
    render(<LoginForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByTestId('email-error')).toHaveTextContent('Email is required');
    expect(screen.getByTestId('password-error')).toHaveTextContent('Password is required');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('runs the action with the parsed values, shows the success message and the busy label', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    render(<LoginForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Email'), '  Admin@Oja.Local ');
    await user.type(screen.getByLabelText('Password'), 'Admin@12345');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'admin@oja.local', password: 'Admin@12345' });
    expect(screen.getByRole('button')).toHaveTextContent('Logging in...');
    await act(async () => finish({ ok: true }));
    expect(screen.getByRole('button')).toHaveTextContent('Login');
    expect(toastMessages()).toEqual(['success: Login successful!']);
  });

  it('submits once while a submit is in flight', async () => {
    const onSubmit = jest.fn(() => new Promise(() => undefined));
    render(<LoginForm onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { name: 'email', value: 'a@b.co' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { name: 'password', value: 'x' } });
    const button = screen.getByRole('button');
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('on failure shows the error toast, calls back, and puts 422 messages under their fields', async () => {
    const onError = jest.fn();
    const { result } = renderLoginHook({
      initialValues: { email: 'a@b.co', password: 'x' },
      onSubmit: () => {
        throw new ApiError('The given data was invalid.', {
          status: 422,
          errors: { email: ['These credentials do not match our records.'] },
          body: null,
        });
      },
      onError,
    });
    await act(async () => {
      await result.current.handleSubmit();
    });
    expect(result.current.errors.email).toBe('These credentials do not match our records.');
    expect(toastMessages()).toEqual(['error: These credentials do not match our records.']);
    expect(onError).toHaveBeenCalledWith(expect.any(ApiError), 'These credentials do not match our records.');
  });

  it("puts a 422's messages under their fields, goes to the first, and a blur does not undo them", async () => {
    const user = userEvent.setup();
    const taken = new ApiError('The email has already been taken.', {
      status: 422,
      errors: { email: ['The email has already been taken.'] },
      body: null,
    });
    render(<LoginForm onSubmit={jest.fn().mockRejectedValue(taken)} />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.ng');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    expect(screen.getByTestId('email-error')).toHaveTextContent('The email has already been taken.');
    await user.tab();
    expect(screen.getByTestId('email-error')).toHaveTextContent('The email has already been taken.');
  });

  it('only validates the fields named for blur', () => {
    const { result } = renderLoginHook({ validateOnBlur: ['email'] });
    act(() => result.current.setValue('password', ''));
    act(() => result.current.setValue('email', ''));
    act(() => result.current.handleBlur({ target: { name: 'password' } } as never));
    expect(result.current.errors.password).toBeUndefined();
    act(() => result.current.handleBlur({ target: { name: 'email' } } as never));
    expect(result.current.errors.email).toBe('Email is required');
  });

  it('checks the confirmation against the password on blur', () => {
    const { result } = renderHook(() =>
      useForm({
        schema: merchantBusinessStepSchema,
        initialValues: {
          business_name: '',
          business_type: '',
          business_email: '',
          country_code: '+234',
          business_phone: '',
          pickup_address: '',
          latitude: '',
          longitude: '',
          password: 'Str0ng@Pass',
          password_confirmation: 'Str0ng@Pasz',
        },
        onSubmit: jest.fn(),
      }),
    );
    act(() => {
      result.current.validateField('password_confirmation');
    });
    expect(result.current.errors.password_confirmation).toBe('Passwords must match');
  });

  it('resets to the initial values and clears errors', () => {
    const { result } = renderLoginHook();
    act(() => result.current.setValue('email', 'x@y.z'));
    act(() => {
      result.current.validateAll();
    });
    expect(result.current.errors.password).toBe('Password is required');
    act(() => result.current.reset());
    expect(result.current.values).toEqual({ email: '', password: '' });
    expect(result.current.errors).toEqual({});
  });

  it('holds a loading flag for forms that load their data', () => {
    const { result } = renderLoginHook();
    act(() => result.current.setLoading(true));
    expect(result.current.isLoading).toBe(true);
  });
});

describe('a draft kept when the server ends the session', () => {
  const ada = { id: 1, name: 'Ada', email: 'ada@oja.local', user_type: 'merchant' } as const;
  const ended = { reason: 'password-changed', message: 'Ended.', email: ada.email, from: '/dashboard/menu' };
  beforeEach(() => {
    sessionStorage.clear();
    clearSession();
  });

  it('keeps what was typed, and the form opens with it once the same person is back, once', () => {
    signIn('t1', ada, { remember: false });
    const first = renderLoginHook({ keepDraft: 'login-test' });
    act(() => first.result.current.setValue('email', 'typed@oja.local'));
    act(() => endSession(ended));
    first.unmount();

    signIn('t2', ada, { remember: false });
    const again = renderLoginHook({ keepDraft: 'login-test' });
    expect(again.result.current.values.email).toBe('typed@oja.local');
    expect(again.result.current.restoredDraft).toBe(true);
    again.unmount();
    const third = renderLoginHook({ keepDraft: 'login-test' });
    expect(third.result.current.values.email).toBe('');
    expect(third.result.current.restoredDraft).toBe(false);
  });

  it('gives nothing to another person, and keeps nothing of a form left as it opened or of a sign-out', () => {
    signIn('t1', ada, { remember: false });
    const typed = renderLoginHook({ keepDraft: 'login-test' });
    act(() => typed.result.current.setValue('email', 'typed@oja.local'));
    act(() => endSession(ended));
    typed.unmount();
    signIn('t2', { ...ada, id: 2, email: 'bola@oja.local' }, { remember: false });
    expect(renderLoginHook({ keepDraft: 'login-test' }).result.current.values.email).toBe('');

    const untouched = renderLoginHook({ keepDraft: 'login-test' });
    act(() => endSession(ended));
    untouched.unmount();
    signIn('t3', ada, { remember: false });
    expect(renderLoginHook({ keepDraft: 'login-test' }).result.current.restoredDraft).toBe(false);

    const signedOut = renderLoginHook({ keepDraft: 'login-test' });
    act(() => signedOut.result.current.setValue('email', 'typed@oja.local'));
    act(() => clearSession());
    signedOut.unmount();
    signIn('t4', ada, { remember: false });
    expect(renderLoginHook({ keepDraft: 'login-test' }).result.current.restoredDraft).toBe(false);
  });
});
