import { ThemeProvider } from '@emotion/react';
import { clearSession, signIn } from '@oja/shared/session';
import { theme } from '@oja/shared/theme';
import { toastStore } from '@oja/shared/toast';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { buildSite } from '../routing/site-pages';
import { DASHBOARD_REMOTE, runtimeRemote } from '../test/declarations';
import { DashboardLayout } from './dashboard-layout';

const { pages } = buildSite([runtimeRemote(DASHBOARD_REMOTE)], 'http://localhost/');

function renderLayout() {
  const router = createMemoryRouter(
    [
      { element: <DashboardLayout pages={pages} />, children: [{ path: '/dashboard', element: <h1>Page</h1> }] },
      { path: '/login', element: <p>login</p> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  return render(
    <ThemeProvider theme={theme}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
}

beforeEach(() => {
  clearSession();
  signIn('t', { id: 1, name: 'Ada Obi', email: 'a@oja.local', user_type: 'admin' }, { remember: false });
});

describe('DashboardLayout', () => {
  it('makes toasts last 3 s while a dashboard screen is shown, and restores the defaults after', () => {
    const { unmount } = renderLayout();
    expect(toastStore.getState().durationOverride).toBe(3000);
    unmount();
    expect(toastStore.getState().durationOverride).toBeNull();
  });

  it('shows the greeting, the badges and the page', () => {
    renderLayout();
    expect(screen.getByText(/^Good (morning|afternoon|evening), Ada$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications, 3 new' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
  });
});
