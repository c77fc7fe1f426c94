// The login page as the shell mounts it, with its real calls answered by this remote's mock API.

import type { MockRoutes } from '@oja/harness/mock-api';
import { type MockedApi, mockApi, renderPage } from '@oja/harness/testing';
import { clearSession, endSession, sessionStore } from '@oja/shared/session';
import { toastStore } from '@oja/shared/toast';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APP_USER_NOTICE } from '../hooks/use-login';
import createMockApi, { SAMPLE_ACCOUNTS } from '../mocks/api';
import remote from '../remote';

let api: MockedApi;
let routes: MockRoutes;
beforeEach(async () => {
  clearSession();
  toastStore.setState({ toasts: [] });
  routes = createMockApi();
  api = await mockApi(routes);
});
afterEach(async () => {
  // A review screen gives its token back on the tick after it goes: that call belongs to this test's mock.
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 0));
  api.restore();
});

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('LoginPage', () => {
  it('says why a session the server ended ended, with its email filled in, and leads back to its page', async () => {
    const message =
      'Your password was changed in another session, so this one has ended. Please log in with the new password.';
    endSession({
      reason: 'password-changed',
      message,
      email: 'merchant@oja.local',
      from: '/dashboard/menu/items/new',
    });
    const { location } = await renderPage(remote, 'LoginPage');
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByText('You were signed out')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('merchant@oja.local');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'Merchant@123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(location.pathname).toBe('/dashboard/menu/items/new'));
    expect(sessionStore.getState().ended).toBeNull();
  });

  it('goes to the dashboard when someone else signs in after a session ended', async () => {
    endSession({
      reason: 'expired',
      message: 'Your session has expired.',
      email: 'admin@oja.local',
      from: '/dashboard/merchants',
    });
    const { location } = await renderPage(remote, 'LoginPage');
    await userEvent.setup().clear(screen.getByLabelText('Email'));
    await signIn('merchant@oja.local', 'Merchant@123');
    await waitFor(() => expect(location.pathname).toBe('/dashboard'));
  });

  it('signs an approved merchant in and goes to the dashboard', async () => {
    const { location } = await renderPage(remote, 'LoginPage');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'merchant@oja.local');
    await user.type(screen.getByLabelText('Password'), 'Merchant@123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(location.pathname).toBe('/dashboard'));
    expect(sessionStore.getState().user?.email).toBe('merchant@oja.local');
    expect(api.calls).toContain('POST /auth/login');
    expect((await screen.findAllByText('Login successful!')).length).toBeGreaterThan(0);
  });

  it('keeps a pending merchant out, with the review screen and no session', async () => {
    await renderPage(remote, 'LoginPage');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'pending@oja.local');
    await user.type(screen.getByLabelText('Password'), 'Pending@123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(sessionStore.getState().token).toBeNull();
  });

  it('gives the token of a pending merchant whose ID is there back as soon as the documents are read', async () => {
    await renderPage(remote, 'LoginPage');
    await signIn('pending@oja.local', 'Pending@123');
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    await waitFor(() => expect(api.calls).toContain('POST /auth/logout'));
    expect(api.calls).toContain('GET /upload/merchant-documents/2');
    expect(screen.queryByLabelText('ID document')).not.toBeInTheDocument();
  });

  it('takes a missing ID from a pending merchant, says when it failed, and then that it arrived', async () => {
    await renderPage(remote, 'LoginPage');
    const user = await signIn(SAMPLE_ACCOUNTS.pendingWithoutId.email, SAMPLE_ACCOUNTS.pendingWithoutId.password);
    expect(await screen.findByText('Your ID document is missing')).toBeInTheDocument();
    expect(sessionStore.getState().token).toBeNull();
    // Nothing chosen: registration's message, and no request.
    await user.click(screen.getByRole('button', { name: 'Upload ID document' }));
    expect(await screen.findByText('Please upload an ID document')).toBeInTheDocument();
    expect(api.calls).not.toContain('POST /upload/merchant-document');

    await routes['POST /__mock/failures']?.({
      method: 'POST',
      path: '/__mock/failures',
      params: {},
      query: new URLSearchParams(),
      body: { route: 'POST /upload/merchant-document', status: 500, times: 1 },
      token: null,
    });
    const id = new File(['%PDF-1.4 sample'], 'cac.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('ID document'), id);
    await user.click(screen.getByRole('button', { name: 'Upload ID document' }));
    expect(await screen.findByText('Server error. Please try again later')).toBeInTheDocument();
    expect(api.calls).not.toContain('POST /auth/logout');

    await user.click(screen.getByRole('button', { name: 'Upload ID document' }));
    expect(await screen.findByText('Document uploaded successfully!')).toBeInTheDocument();
    expect(screen.queryByLabelText('ID document')).not.toBeInTheDocument();
    // The screen is done with the token.
    await waitFor(() => expect(api.calls).toContain('POST /auth/logout'));
  });

  it('gives the token back when the merchant goes back to the form without uploading', async () => {
    await renderPage(remote, 'LoginPage');
    const user = await signIn(SAMPLE_ACCOUNTS.pendingWithoutId.email, SAMPLE_ACCOUNTS.pendingWithoutId.password);
    expect(await screen.findByText('Your ID document is missing')).toBeInTheDocument();
    expect(api.calls).not.toContain('POST /auth/logout');
    await user.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls).toContain('POST /auth/logout'));
  });

  it('offers a pending merchant whose email is not verified a new verification mail', async () => {
    await renderPage(remote, 'LoginPage');
    const user = await signIn(SAMPLE_ACCOUNTS.pendingWithoutId.email, SAMPLE_ACCOUNTS.pendingWithoutId.password);
    expect(await screen.findByText('Your email address is not verified yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send a new verification email' }));
    expect(await screen.findByText('Verification email sent successfully!')).toBeInTheDocument();
    expect(api.calls).toContain('POST /auth/email/resend');
  });

  it('says nothing of verification to a merchant whose email is verified', async () => {
    await renderPage(remote, 'LoginPage');
    await signIn('pending@oja.local', 'Pending@123');
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    await waitFor(() => expect(api.calls).toContain('POST /auth/logout'));
    expect(screen.queryByText('Your email address is not verified yet')).not.toBeInTheDocument();
  });

  it('says when the documents could not be read, and reads them again on request', async () => {
    await routes['POST /__mock/failures']?.({
      method: 'POST',
      path: '/__mock/failures',
      params: {},
      query: new URLSearchParams(),
      body: { route: 'GET /upload/merchant-documents/:id', status: 0, times: 1 },
      token: null,
    });
    await renderPage(remote, 'LoginPage');
    const user = await signIn(SAMPLE_ACCOUNTS.pendingWithoutId.email, SAMPLE_ACCOUNTS.pendingWithoutId.password);
    expect(await screen.findByText('We could not check your ID document')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your ID document is missing')).toBeInTheDocument();
  });

  it('says so when the credentials are wrong, and sends nothing for an empty form', async () => {
    await renderPage(remote, 'LoginPage');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(api.calls).toEqual([]);
    await user.type(screen.getByLabelText('Email'), 'merchant@oja.local');
    await user.type(screen.getByLabelText('Password'), 'Wrong@1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(api.calls).toContain('POST /auth/login'));
    expect((await screen.findAllByText('Invalid email or password.')).length).toBeGreaterThan(0);
    expect(sessionStore.getState().token).toBeNull();
  });

  // The product's rule: "A login error containing Access denied also sends the user to /". Saying why is an
  // addition, on /, in a toast; never an error toast: the password was right.
  it('sends a customer the server refuses ("Access denied") to /, saying customers use the app, storing nothing', async () => {
    const { location } = await renderPage(remote, 'LoginPage');
    await signIn(SAMPLE_ACCOUNTS.customer.email, SAMPLE_ACCOUNTS.customer.password);
    await waitFor(() => expect(location.pathname).toBe('/'));
    expect(api.calls).toContain('POST /auth/login');
    expect(toastStore.getState().toasts.map(({ type, message }) => ({ type, message }))).toEqual([
      { type: 'info', message: APP_USER_NOTICE },
    ]);
    expect(sessionStore.getState().token).toBeNull();
    expect(sessionStorage.length + localStorage.length).toBe(0);
  });
});
