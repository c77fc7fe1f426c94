// The login page as the shell mounts it, with its real calls answered by this remote's mock API.
import { mockApi, renderPage } from '@oja/harness/testing';
import { clearSession, sessionStore } from '@oja/shared/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import createMockApi from '../mocks/api';
import remote from '../remote';

let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  clearSession();
  api = mockApi(createMockApi());
});
afterEach(() => api.restore());

describe('LoginPage', () => {
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
});
