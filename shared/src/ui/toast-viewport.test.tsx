import { EXIT_ANIMATION_MS, toast, toastStore } from '@oja/shared/toast';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from './dialog';
import { ToastViewport } from './toast-viewport';

beforeEach(() => {
  jest.useFakeTimers();
  toastStore.setState({ toasts: [], durationOverride: null });
});
afterEach(() => {
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
});

const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
const visibleToasts = () => within(screen.getByRole('list')).queryAllByRole('listitem');
const inStack = (text: string) => within(screen.getByRole('list')).getByText(text);
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
/** Raises each toast as its own action, in its own task (toasts raised in one task are one action's: one shows). */
const separately = (...raise: Array<() => unknown>) =>
  raise.forEach((show, index) => {
    if (index > 0) advance(1);
    act(() => {
      show();
    });
  });

/** The viewport with two info toasts, "First" and "Second"; the user-event instance to act on them. */
function showTwoToasts() {
  const user = setup();
  render(<ToastViewport />);
  separately(
    () => toast.info('First'),
    () => toast.info('Second'),
  );
  return user;
}

describe('ToastViewport', () => {
  it('has its polite and assertive live regions in the page before any toast arrives', () => {
    render(<ToastViewport />);
    const polite = screen.getByRole('status');
    const assertive = screen.getByRole('alert');
    expect(polite).toHaveAttribute('aria-live', 'polite');
    expect(assertive).toHaveAttribute('aria-live', 'assertive');
    expect(polite).toBeEmptyDOMElement();
    expect(assertive).toBeEmptyDOMElement();
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('renders the toasts of the store in order, and announces each in the region its type calls for', () => {
    render(<ToastViewport />);
    separately(
      () => toast.success('Login successful!'),
      () => toast.error('Login failed'),
      () => toast.info('Reset link sent to your email!'),
      () => toast.warning('Your session will expire soon.'),
    );
    expect(visibleToasts().map((item) => item.textContent)).toEqual([
      'Login successful!',
      'Login failed',
      'Reset link sent to your email!',
      'Your session will expire soon.',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Login successful!Reset link sent to your email!');
    expect(screen.getByRole('alert')).toHaveTextContent('Login failedYour session will expire soon.');
  });

  it('dismisses a toast with its close button, after the 300 ms exit animation', async () => {
    const user = setup();
    render(<ToastViewport />);
    act(() => {
      toast.success('Saved');
    });
    const close = screen.getByRole('button', { name: 'Dismiss notification' });
    expect(close).toHaveAccessibleDescription('Saved');
    await user.click(close);
    expect(visibleToasts()[0]).toHaveAttribute('data-leaving', 'true');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    advance(EXIT_ANIMATION_MS);
    expect(visibleToasts()).toHaveLength(0);
  });

  it('hands focus to the next toast when the focused one is closed', async () => {
    const user = showTwoToasts();
    const [first, second] = screen.getAllByRole('button', { name: 'Dismiss notification' });
    act(() => first?.focus());
    await user.keyboard('{Enter}');
    expect(second).toHaveFocus();
  });

  it('lets the other toasts run again after one is closed with the mouse and the pointer leaves', async () => {
    const user = showTwoToasts();
    const [first] = screen.getAllByRole('button', { name: 'Dismiss notification' });
    if (!first) throw new Error('no close button');
    await user.click(first);
    expect(first).not.toHaveFocus();
    await user.unhover(inStack('Second'));
    advance(4000);
    expect(visibleToasts().at(-1)).toHaveAttribute('data-leaving', 'true');
  });

  it('lets toasts leave on their own after their duration', () => {
    render(<ToastViewport />);
    act(() => {
      toast.info('Hello');
    });
    advance(4000 + EXIT_ANIMATION_MS);
    expect(visibleToasts()).toHaveLength(0);
  });

  it('holds every toast while the pointer is over them, and restarts their time when it leaves', async () => {
    const user = setup();
    render(<ToastViewport />);
    act(() => {
      toast.success('Merchant approved successfully!');
    });
    await user.hover(inStack('Merchant approved successfully!'));
    advance(60_000);
    expect(visibleToasts()[0]).not.toHaveAttribute('data-leaving');

    await user.unhover(inStack('Merchant approved successfully!'));
    advance(4999);
    expect(visibleToasts()[0]).not.toHaveAttribute('data-leaving');
    advance(1);
    expect(visibleToasts()[0]).toHaveAttribute('data-leaving', 'true');
  });

  it('holds toasts that arrive while the pointer is over the stack', async () => {
    const user = setup();
    render(<ToastViewport />);
    act(() => {
      toast.info('First');
    });
    await user.hover(inStack('First'));
    act(() => {
      toast.info('Second');
    });
    advance(60_000);
    expect(visibleToasts().filter((item) => item.hasAttribute('data-leaving'))).toHaveLength(0);
  });

  it('holds toasts while keyboard focus is in them', () => {
    render(<ToastViewport />);
    act(() => {
      toast.error('Failed to load data');
    });
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).focus());
    advance(60_000);
    expect(visibleToasts()[0]).not.toHaveAttribute('data-leaving');
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).blur());
    advance(7000);
    expect(visibleToasts()[0]).toHaveAttribute('data-leaving', 'true');
  });

  it('holds toasts while the tab is hidden', () => {
    render(<ToastViewport />);
    act(() => {
      toast.success('Saved');
    });
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      fireEvent(document, new Event('visibilitychange'));
    });
    advance(60_000);
    expect(visibleToasts()[0]).not.toHaveAttribute('data-leaving');
    visibility.mockReturnValue('visible');
    act(() => {
      fireEvent(document, new Event('visibilitychange'));
    });
    advance(5000);
    expect(visibleToasts()[0]).toHaveAttribute('data-leaving', 'true');
    visibility.mockRestore();
  });
});

describe('with a modal dialog open', () => {
  it('draws the toasts inside the newest open dialog, where they are not inert, and back in place after it', () => {
    const { rerender } = render(
      <>
        <ToastViewport />
        <Dialog open onClose={() => undefined} title="Confirm Rejection" />
      </>,
    );
    act(() => {
      toast.error('Please provide a rejection reason');
    });
    const dialog = screen.getByRole('dialog', { name: 'Confirm Rejection' });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(dialog).toContainElement(region);
    expect(within(within(region).getByRole('list')).getByText('Please provide a rejection reason')).toBeInTheDocument();

    rerender(
      <>
        <ToastViewport />
        <Dialog open={false} onClose={() => undefined} title="Confirm Rejection" />
      </>,
    );
    const back = screen.getByRole('region', { name: 'Notifications' });
    expect(back.closest('dialog')).toBeNull();
    expect(within(within(back).getByRole('list')).getByText('Please provide a rejection reason')).toBeInTheDocument();
  });
});
