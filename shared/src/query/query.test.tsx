import { clearSession, signIn, updateUser } from '@oja/shared/session';
import { useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQueryClient, ErrorState, QueryProvider, statusOf } from './index';

const ada = { id: 1, name: 'Ada', email: 'a@oja.local', user_type: 'admin' } as const;

function Profile({ load }: { load: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['profile'], queryFn: load });
  return <p>{query.isError ? 'failed' : (query.data ?? 'loading')}</p>;
}

afterEach(() => clearSession());

describe('the page query client', () => {
  it('shows a failure at once, after a single request', async () => {
    const load = jest.fn().mockRejectedValue(new Error('down'));
    render(
      <QueryProvider client={createQueryClient()}>
        <Profile load={load} />
      </QueryProvider>,
    );
    expect(await screen.findByText('failed')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets every answer when the signed-in user changes, not when the user is updated', async () => {
    const client = createQueryClient();
    signIn('t1', ada, { remember: false });
    render(
      <QueryProvider client={client}>
        <Profile load={async () => 'Ada'} />
      </QueryProvider>,
    );
    expect(await screen.findByText('Ada')).toBeInTheDocument();
    act(() => updateUser({ name: 'Ada O.' }));
    expect(client.getQueryData(['profile'])).toBe('Ada');
    act(() => clearSession());
    expect(client.getQueryData(['profile'])).toBeUndefined();
  });
});

describe('statusOf', () => {
  it('is ready once there is data, even when a refresh failed', () => {
    expect(statusOf({ data: undefined, isError: false })).toBe('loading');
    expect(statusOf({ data: undefined, isError: true })).toBe('error');
    expect(statusOf({ data: [], isError: true })).toBe('ready');
  });
});

describe('ErrorState', () => {
  it('is an alert with the message, and a retry that is busy until it settles', async () => {
    let settle: () => void = () => undefined;
    const onRetry = jest.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    render(<ErrorState message="Failed to load products" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load products');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button')).toHaveAttribute('aria-busy', 'true');
    await act(async () => settle());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled());
  });

  it('offers no retry without a way to retry', () => {
    render(<ErrorState message="Failed to fetch merchants. Showing static data." retryLabel="Retry" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch merchants. Showing static data.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
