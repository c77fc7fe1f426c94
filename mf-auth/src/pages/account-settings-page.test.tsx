import { MOCK_USERS } from '@oja/harness/mock-api';
import { type MockedApi, mockApi, renderPage } from '@oja/harness/testing';
import { DEMO_ACCOUNTS } from '@oja/shared/demo';
import { clearSession, sessionStore, signIn } from '@oja/shared/session';
import { toastStore } from '@oja/shared/toast';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import createMockApi, { CURRENT_PASSWORD_WRONG } from '../mocks/api';
import remote from '../remote';

let api: MockedApi;
beforeEach(async () => {
  clearSession();
  toastStore.setState({ toasts: [] });
  api = await mockApi(createMockApi());
  signIn(`mock-token-${MOCK_USERS.admin.id}`, MOCK_USERS.admin, { remember: false });
});
afterEach(() => {
  cleanup();
  api.restore();
});

const toasts = () => toastStore.getState().toasts.map((item) => item.message);

describe('AccountSettingsPage (the admin’s Settings)', () => {
  it('fills the admin’s Settings slot of the menu', () => {
    expect(remote.pages.AccountSettingsPage?.nav).toEqual({ label: 'Settings', icon: 'settings', roles: ['admin'] });
  });

  it('changes the own name, and the session (the greeting) follows', async () => {
    await renderPage(remote, 'AccountSettingsPage');
    const user = userEvent.setup();
    const name = screen.getByLabelText('Full name');
    expect(name).toHaveValue(MOCK_USERS.admin.name);
    await user.clear(name);
    await user.type(name, 'Funmi Adewale');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(sessionStore.getState().user?.name).toBe('Funmi Adewale'));
    expect(toasts()).toContain('Profile updated successfully!');
  });

  it('changes the password only with the current one, saying so under the field', async () => {
    await renderPage(remote, 'AccountSettingsPage');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Current password'), 'Wrong@12345');
    await user.type(screen.getByLabelText('New password'), 'Brand@New123');
    await user.type(screen.getByLabelText('Confirm new password'), 'Brand@New123');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(CURRENT_PASSWORD_WRONG),
    );
    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), DEMO_ACCOUNTS.admin.password);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(toasts()).toContain('Password changed successfully!'));
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('signs out the other sessions and says how many ended', async () => {
    await renderPage(remote, 'AccountSettingsPage');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign out other sessions' }));
    await waitFor(() => expect(toasts()).toContain('Signed out of 1 other session.'));
    expect(sessionStore.getState().user).not.toBeNull();
  });
});
