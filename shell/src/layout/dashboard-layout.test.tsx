import { PlatformProviders } from '@oja/shared/providers';
import { createQueryClient } from '@oja/shared/query';
import { clearSession, signIn } from '@oja/shared/session';
import { toastStore } from '@oja/shared/toast';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
    <PlatformProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </PlatformProviders>,
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

  // The product's menu labels, letter for letter: the "Soon" mark of a placeholder is beside the name, not in it.
  it("names each placeholder item by the product's label alone, its Soon mark said as its description", async () => {
    renderLayout();
    // jsdom is as narrow as a phone: the menu is in its drawer.
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    for (const label of ['Package Mgt', 'Food Order', 'Messages', 'Rider Mgt', 'History', 'Bills']) {
      const item = within(nav).getByRole('button', { name: label });
      expect(item).toHaveAccessibleDescription('Coming soon');
    }
  });

  it('keeps the words typed in the search when the window crosses 768 px and the search changes place', async () => {
    const realMatchMedia = window.matchMedia;
    const listeners = new Set<() => void>();
    let wide = false;
    window.matchMedia = (query: string) =>
      ({
        get matches() {
          return wide;
        },
        media: query,
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList;
    try {
      renderLayout();
      await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      const drawer = screen.getByRole('navigation', { name: 'Dashboard' }).closest('aside') ?? document.body;
      await userEvent.type(within(drawer).getByRole('combobox', { name: 'Search pages' }), 'bank');

      wide = true;
      act(() => {
        for (const listener of listeners) listener();
      });
      const bar = screen.getByRole('banner');
      expect(within(bar).getByRole('combobox', { name: 'Search pages' })).toHaveValue('bank');
    } finally {
      window.matchMedia = realMatchMedia;
    }
  });
});
