import type { Merchant, Page } from '@oja/shared/api';
import { MountPathProvider } from '@oja/shared/platform';
import { createQueryClient, QueryProvider } from '@oja/shared/query';
import { clearSession, signIn } from '@oja/shared/session';
import { toastStore } from '@oja/shared/toast';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { adminApi } from '../../data/calls';
import { pendingMerchant } from '../../mocks/pending-merchant';
import { MerchantRequests, nextRequestAnnouncement } from './merchant-requests';

// Rendering the whole view and typing is slow on a busy machine.
jest.setTimeout(30_000);

const merchant = pendingMerchant;

const page = (rows: Merchant[]): Page<Merchant> => ({
  data: rows,
  current_page: 1,
  per_page: 100,
  total: rows.length,
  last_page: 1,
});

/** Where the view navigated to (a data router would need fetch's Request, which jsdom lacks). */
const router = { state: { location: { pathname: '' } } };

function LocationProbe() {
  router.state.location.pathname = useLocation().pathname;
  return null;
}

function renderAt(path: string) {
  render(
    <QueryProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/dashboard/merchants/requests/:id?"
            element={
              <MountPathProvider path="/dashboard/merchants">
                <MerchantRequests />
              </MountPathProvider>
            }
          />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryProvider>,
  );
  return router;
}

beforeEach(() => {
  toastStore.setState({ toasts: [] });
  signIn('t', { id: 1, name: 'Ada', email: 'a@oja.local', user_type: 'admin' }, { remember: false });
  // The details' status history reads the activity log: answered here, so no test sends a real request.
  jest
    .spyOn(adminApi, 'activityLog')
    .mockResolvedValue({ data: [], current_page: 1, per_page: 50, total: 0, last_page: 1 });
});
afterEach(() => {
  jest.restoreAllMocks();
  clearSession();
});

const toasts = () => toastStore.getState().toasts.map((toast) => toast.message);

describe('MerchantRequests', () => {
  it('takes the shown request off the pane when a search no longer lists it: no live Approve or Reject', async () => {
    jest.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ width: 1200 } as DOMRect);
    jest
      .spyOn(adminApi, 'merchants')
      .mockImplementation(async (query) =>
        page(query?.search ? [] : [merchant(1, 'Amala Spot'), merchant(2, 'Suya Corner')]),
      );
    jest.spyOn(adminApi, 'merchant').mockResolvedValue({ merchant: merchant(1, 'Amala Spot') });
    const location = renderAt('/dashboard/merchants/requests/1');
    expect(await screen.findByRole('heading', { name: 'Amala Spot', level: 2 })).toBeInTheDocument();
    await userEvent.setup().type(screen.getByLabelText('Search requests'), 'zzz');
    await waitFor(() => expect(location.state.location.pathname).toBe('/dashboard/merchants/requests'));
    expect(screen.queryByRole('heading', { name: 'Amala Spot', level: 2 })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
  });

  /** The one ID document of a request, behind the link `file_path` (signed when the page loaded). */
  const idDocument = (file_path: string) => ({
    id: 9,
    document_type: 'business_id' as const,
    file_path,
    original_name: 'cac.pdf',
    mime_type: 'application/pdf',
    size: 2048,
    description: null,
    created_at: '2026-11-20T10:00:00Z',
  });

  it('shows the details with the +234 phone, the created date and Open Document', async () => {
    jest.spyOn(adminApi, 'merchants').mockResolvedValue(page([merchant(1, 'Amala Spot')]));
    jest.spyOn(adminApi, 'merchant').mockResolvedValue({
      merchant: merchant(1, 'Amala Spot', {
        documents: [idDocument('/api/files/documents/9?expires=1&signature=abc')],
      }),
    });
    renderAt('/dashboard/merchants/requests/1');
    expect(await screen.findByRole('heading', { name: 'Amala Spot', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('+2348031234567')).toBeInTheDocument();
    expect(screen.getByText('Nov 20, 2026', { selector: 'time' })).toBeInTheDocument();
    expect(screen.getByText('Contact 1')).toBeInTheDocument();
    // The product's label is the name; the document and the new tab are its description.
    const open = await screen.findByRole('link', { name: 'Open Document' });
    expect(open).toHaveAccessibleDescription(/Opens in a new tab$/);
    expect(open).toHaveAttribute('href', '/api/files/documents/9?expires=1&signature=abc');
    expect(open).toHaveAttribute('target', '_blank');
  });

  // The page's link was signed when it loaded and lives 10 minutes: a press asks for a fresh one. The tab opens within
  // the click (no pop-up blocker), then goes to the fresh link.
  it('opens a document through a link signed at the press, in a tab opened by the click', async () => {
    jest.spyOn(adminApi, 'merchants').mockResolvedValue(page([merchant(1, 'Amala Spot')]));
    jest.spyOn(adminApi, 'merchant').mockResolvedValue({
      merchant: merchant(1, 'Amala Spot', {
        documents: [idDocument('/api/files/documents/9?expires=1&signature=old')],
      }),
    });
    let answer: (value: { url: string }) => void = () => undefined;
    const fresh = jest
      .spyOn(adminApi, 'documentLink')
      .mockReturnValue(new Promise((resolve) => (answer = resolve)) as ReturnType<typeof adminApi.documentLink>);
    const tab = { opener: window as Window | null, location: { replace: jest.fn() }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderAt('/dashboard/merchants/requests/1');
    await userEvent.click(await screen.findByRole('link', { name: 'Open Document' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(fresh).toHaveBeenCalledWith({ id: 9 });
    expect(tab.location.replace).not.toHaveBeenCalled();
    answer({ url: '/api/files/documents/9?expires=2&signature=new' });
    await waitFor(() =>
      expect(tab.location.replace).toHaveBeenCalledWith(
        `${window.location.origin}/api/files/documents/9?expires=2&signature=new`,
      ),
    );
    expect(tab.close).not.toHaveBeenCalled();
  });

  // Registration no longer needs the ID to move on (the product gives it no rule): an application without one says so.
  it('says plainly when an application has no ID document yet', async () => {
    jest.spyOn(adminApi, 'merchants').mockResolvedValue(page([merchant(1, 'Amala Spot')]));
    jest.spyOn(adminApi, 'merchant').mockResolvedValue({ merchant: merchant(1, 'Amala Spot', { documents: [] }) });
    renderAt('/dashboard/merchants/requests/1');
    expect(await screen.findByText('No ID document yet')).toBeInTheDocument();
    expect(screen.getByText(/asked for it when it signs in/)).toBeInTheDocument();
  });

  it("says a request was sent again after a rejection, with that rejection's reason", async () => {
    const resubmitted = merchant(1, 'Amala Spot', { rejection_reason: 'The CAC number did not match.' });
    jest.spyOn(adminApi, 'merchants').mockResolvedValue(page([resubmitted]));
    jest.spyOn(adminApi, 'merchant').mockResolvedValue({ merchant: resubmitted });
    renderAt('/dashboard/merchants/requests/1');
    expect(await screen.findByRole('heading', { name: 'Amala Spot', level: 2 })).toBeInTheDocument();
    expect(
      screen.getByText('Resubmitted after a rejection. The reason given then: The CAC number did not match.'),
    ).toBeInTheDocument();
  });

  it('falls back to the list row when the details call fails', async () => {
    jest.spyOn(adminApi, 'merchants').mockResolvedValue(page([merchant(1, 'Amala Spot')]));
    jest.spyOn(adminApi, 'merchant').mockRejectedValue(new Error('down'));
    renderAt('/dashboard/merchants/requests/1');
    expect(await screen.findByRole('heading', { name: 'Amala Spot', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('1 Allen Avenue, Ikeja')).toBeInTheDocument();
    expect(screen.getByText(/documents could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
  });

  it('after an approval, fetches the list again and shows its first request', async () => {
    const user = userEvent.setup();
    const list = jest
      .spyOn(adminApi, 'merchants')
      .mockResolvedValueOnce(page([merchant(1, 'Amala Spot'), merchant(2, 'Suya Corner')]))
      .mockResolvedValue(page([merchant(2, 'Suya Corner')]));
    jest.spyOn(adminApi, 'merchant').mockImplementation(async ({ id }) => ({
      merchant: merchant(Number(id), Number(id) === 1 ? 'Amala Spot' : 'Suya Corner', { documents: [] }),
    }));
    const approve = jest.spyOn(adminApi, 'approve').mockResolvedValue({ merchant: merchant(1, 'Amala Spot') });
    const router = renderAt('/dashboard/merchants/requests/1');
    expect(await screen.findByRole('heading', { name: 'Amala Spot', level: 2 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Confirm Approval' })).getByRole('button', { name: 'Approve' }),
    );
    expect(approve).toHaveBeenCalledWith({ id: 1 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/merchants/requests/2'), {
      timeout: 10_000,
    });
    expect(await screen.findByRole('heading', { name: 'Suya Corner', level: 2 })).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);
    // The move to the next request is said, not only shown.
    expect(
      screen
        .getAllByRole('status')
        .some((region) => region.textContent === nextRequestAnnouncement(merchant(2, 'Suya Corner'))),
    ).toBe(true);
  });

  it('after the last request is decided, none is shown', async () => {
    const user = userEvent.setup();
    jest
      .spyOn(adminApi, 'merchants')
      .mockResolvedValueOnce(page([merchant(1, 'Amala Spot')]))
      .mockResolvedValue(page([]));
    jest.spyOn(adminApi, 'merchant').mockResolvedValue({ merchant: merchant(1, 'Amala Spot', { documents: [] }) });
    jest.spyOn(adminApi, 'reject').mockResolvedValue({ merchant: merchant(1, 'Amala Spot') });
    const router = renderAt('/dashboard/merchants/requests/1');
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    await user.click(screen.getByRole('textbox', { name: 'Rejection Reason *' }));
    await user.paste('Blurry ID');
    await user.click(
      within(screen.getByRole('dialog', { name: 'Confirm Rejection' })).getByRole('button', { name: 'Reject' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/merchants/requests'), {
      timeout: 10_000,
    });
    expect(await screen.findByText('No pending merchant requests.')).toBeInTheDocument();
    expect(screen.getByText('No pending requests left to review.')).toHaveAttribute('role', 'status');
  });

  it('says why a decision failed, with the spec prefix', async () => {
    const user = userEvent.setup();
    jest.spyOn(adminApi, 'merchants').mockResolvedValue(page([merchant(1, 'Amala Spot')]));
    jest.spyOn(adminApi, 'merchant').mockResolvedValue({ merchant: merchant(1, 'Amala Spot', { documents: [] }) });
    jest
      .spyOn(adminApi, 'approve')
      .mockRejectedValue(Object.assign(new Error('This merchant is already approved.'), { status: 409 }));
    renderAt('/dashboard/merchants/requests/1');
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Confirm Approval' })).getByRole('button', { name: 'Approve' }),
    );
    await waitFor(() => expect(toasts()).toContain('Failed to approve merchant: This merchant is already approved.'));
  });

  it('keeps the rejection dialog open when the server refuses the reason, and closes it on other failures', async () => {
    const user = userEvent.setup();
    const list = jest.spyOn(adminApi, 'merchants').mockResolvedValue(page([merchant(1, 'Amala Spot')]));
    jest.spyOn(adminApi, 'merchant').mockResolvedValue({ merchant: merchant(1, 'Amala Spot', { documents: [] }) });
    const reject = jest
      .spyOn(adminApi, 'reject')
      .mockRejectedValueOnce(Object.assign(new Error('The rejection reason is too vague.'), { status: 422 }))
      .mockRejectedValueOnce(Object.assign(new Error('This merchant is already approved.'), { status: 409 }));
    renderAt('/dashboard/merchants/requests/1');
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Rejection' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Rejection Reason *' }));
    await user.paste('Bad');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(toasts()).toContain('Failed to reject merchant: The rejection reason is too vague.'));
    expect(screen.getByRole('dialog', { name: 'Confirm Rejection' })).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(1);

    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(toasts()).toContain('Failed to reject merchant: This merchant is already approved.'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm Rejection' })).not.toBeInTheDocument());
    // What is shown is fetched again: the request may have been decided elsewhere.
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
    expect(reject).toHaveBeenCalledTimes(2);
  });

  it('approves the ticked requests at once and says which were no longer pending', async () => {
    const user = userEvent.setup();
    jest
      .spyOn(adminApi, 'merchants')
      .mockResolvedValueOnce(page([merchant(1, 'Amala Spot'), merchant(2, 'Suya Corner'), merchant(3, 'Zobo Hub')]))
      .mockResolvedValue(page([merchant(3, 'Zobo Hub')]));
    jest.spyOn(adminApi, 'merchant').mockResolvedValue({ merchant: merchant(3, 'Zobo Hub', { documents: [] }) });
    const bulk = jest
      .spyOn(adminApi, 'bulkApprove')
      .mockResolvedValue({ approved: [1], not_pending: [2], not_found: [] });
    const router = renderAt('/dashboard/merchants/requests');
    await user.click(await screen.findByRole('checkbox', { name: 'Select Amala Spot' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Suya Corner' }));
    await user.click(screen.getByRole('button', { name: 'Approve selected (2)' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Bulk Approval' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Amala Spot', 'Suya Corner']);
    await user.click(within(dialog).getByRole('button', { name: 'Approve 2' }));
    expect(bulk).toHaveBeenCalledWith({ merchant_ids: [1, 2] }, { silent: true });
    await waitFor(() =>
      // One action, one toast: the product's success text and what was left.
      expect(toasts()).toEqual([
        'Merchants approved successfully! 1 of the selected merchants was no longer pending and was left as they are.',
      ]),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/merchants/requests/3'));
    expect(screen.queryByRole('button', { name: /Approve selected/ })).not.toBeInTheDocument();
  });
});
