import {
  DASHBOARD_DURATION,
  dismissToast,
  pauseToast,
  resumeToast,
  setToastDurationOverride,
  toast,
  toastStore,
} from './toast-store';

beforeEach(() => {
  jest.useFakeTimers();
  toastStore.setState({ toasts: [], durationOverride: null });
});
afterEach(() => jest.useRealTimers());

const messages = () => toastStore.getState().toasts.map((item) => item.message);

describe('toast bus', () => {
  it.each([
    ['success', 5000],
    ['error', 7000],
    ['warning', 5000],
    ['info', 4000],
  ] as const)('keeps a %s toast %i ms, then removes it after the 300 ms exit animation', (type, duration) => {
    toast[type]('Saved');
    jest.advanceTimersByTime(duration - 1);
    expect(toastStore.getState().toasts[0]).toMatchObject({ type, leaving: false });
    jest.advanceTimersByTime(1);
    expect(toastStore.getState().toasts[0]?.leaving).toBe(true);
    jest.advanceTimersByTime(299);
    expect(messages()).toEqual(['Saved']);
    jest.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('uses 3 s toasts while a dashboard screen sets the override', () => {
    setToastDurationOverride(DASHBOARD_DURATION);
    toast.error('Failed to load data');
    jest.advanceTimersByTime(3000);
    expect(toastStore.getState().toasts[0]?.leaving).toBe(true);
  });

  it('lets an explicit duration win over the override', () => {
    setToastDurationOverride(3000);
    toast.info('Hello', { duration: 10_000 });
    jest.advanceTimersByTime(9000);
    expect(toastStore.getState().toasts[0]?.leaving).toBe(false);
  });

  it('shows the same message once and restarts its timer', () => {
    toast.success('Login successful!');
    jest.advanceTimersByTime(4000);
    toast.success('Login successful!');
    expect(messages()).toEqual(['Login successful!']);
    jest.advanceTimersByTime(4000);
    expect(toastStore.getState().toasts[0]?.leaving).toBe(false);
  });

  it('shows one toast per action: of toasts raised together, the weightiest, in one place', () => {
    toast.success('Category updated successfully');
    toast.error('Failed to load categories');
    toast.info('Refreshing');
    expect(toastStore.getState().toasts).toMatchObject([{ type: 'error', message: 'Failed to load categories' }]);
    // The kept toast lasts its own time (an error's 7 s), counted from when it replaced the first.
    jest.advanceTimersByTime(6999);
    expect(toastStore.getState().toasts[0]?.leaving).toBe(false);
    jest.advanceTimersByTime(1);
    expect(toastStore.getState().toasts[0]?.leaving).toBe(true);
  });

  it('stacks the toasts of separate actions', () => {
    toast.success('Product created successfully');
    jest.advanceTimersByTime(1);
    toast.success('Product updated successfully');
    expect(messages()).toEqual(['Product created successfully', 'Product updated successfully']);
  });

  it('keeps at most four toasts, sending the oldest away', () => {
    for (const text of ['1', '2', '3', '4', '5']) {
      jest.advanceTimersByTime(1);
      toast.info(text, { duration: 60_000 });
    }
    const leaving = toastStore
      .getState()
      .toasts.filter((item) => item.leaving)
      .map((item) => item.message);
    expect(leaving).toEqual(['1']);
  });

  it('holds a paused toast until resumed', () => {
    const id = toast.success('Paused');
    pauseToast(id);
    jest.advanceTimersByTime(60_000);
    expect(toastStore.getState().toasts[0]?.leaving).toBe(false);
    resumeToast(id);
    jest.advanceTimersByTime(5000);
    expect(toastStore.getState().toasts[0]?.leaving).toBe(true);
  });

  it('dismisses on demand', () => {
    const id = toast.warning('Careful');
    dismissToast(id);
    jest.advanceTimersByTime(300);
    expect(messages()).toEqual([]);
  });
});
