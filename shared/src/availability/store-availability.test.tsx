import { ApiError } from '@oja/shared/api';
import { toastStore } from '@oja/shared/toast';
import { type OpeningHoursPayload, WEEKDAYS } from '@oja/shared/validation';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { type OpeningDayValue, OpeningHoursEditor, OpeningHoursForm, PauseOrdersSwitch } from './store-availability';

const allDay = (): OpeningDayValue[] =>
  WEEKDAYS.map((weekday) => ({ weekday, closed: false, opens_at: '00:00', closes_at: '24:00' }));
const toastMessages = () => toastStore.getState().toasts.map(({ type, message }) => `${type}: ${message}`);

beforeEach(() => toastStore.setState({ toasts: [], durationOverride: null }));

function ControlledEditor({ onWeek }: { onWeek: (days: OpeningDayValue[]) => void }) {
  const [days, setDays] = useState(allDay);
  return (
    <OpeningHoursEditor
      days={days}
      onChange={(next) => {
        setDays(next);
        onWeek(next);
      }}
    />
  );
}

describe('OpeningHoursEditor', () => {
  it('is a controlled week, a day a row, worked with the keyboard alone', async () => {
    const onWeek = jest.fn();
    render(<ControlledEditor onWeek={onWeek} />);
    expect(screen.getAllByRole('switch')).toHaveLength(7);
    // Tab from the start reaches Monday's switch, then its two times.
    await userEvent.tab();
    expect(screen.getByRole('switch', { name: /^Monday/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onWeek).toHaveBeenLastCalledWith(
      expect.arrayContaining([expect.objectContaining({ weekday: 'monday', closed: true })]),
    );
    expect(screen.getByRole('switch', { name: 'Monday Closed all day' })).not.toBeChecked();
    expect(screen.queryByLabelText('Monday, Opens at')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('switch', { name: /^Tuesday/ })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByLabelText('Tuesday, Opens at')).toHaveFocus();
  });

  it('shows a closing time at the end of the day as 00:00, and sends 00:00 back as 24:00', async () => {
    const onWeek = jest.fn();
    render(<ControlledEditor onWeek={onWeek} />);
    const closes = screen.getByLabelText('Friday, Closes at');
    expect(closes).toHaveValue('00:00');
    await userEvent.clear(closes);
    await userEvent.type(closes, '21:00');
    expect(screen.getByLabelText('Friday, Closes at')).toHaveValue('21:00');
    expect(onWeek.mock.lastCall?.[0][4]).toEqual({
      weekday: 'friday',
      closed: false,
      opens_at: '00:00',
      closes_at: '21:00',
    });
  });
});

describe('OpeningHoursForm', () => {
  it("checks with the API's schema before sending, then sends the week", async () => {
    const onSave = jest.fn(async (_week: OpeningHoursPayload) => undefined);
    render(<OpeningHoursForm days={allDay()} onSave={onSave} />);
    const save = screen.getByRole('button', { name: 'Save opening hours' });
    expect(save).toBeDisabled();
    const opens = screen.getByLabelText('Wednesday, Opens at');
    await userEvent.clear(opens);
    await userEvent.click(save);
    expect(opens).toHaveAccessibleDescription(/Time must be HH:MM/);
    expect(opens).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.type(opens, '07:30');
    expect(opens).not.toHaveAttribute('aria-invalid');
    await userEvent.click(save);
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.lastCall?.[0].days[2]).toEqual({
      weekday: 'wednesday',
      closed: false,
      opens_at: '07:30',
      closes_at: '24:00',
    });
  });

  it("shows the server's refusal at its day's field", async () => {
    const refusal = new ApiError('Closing time must be after opening time', {
      status: 422,
      errors: { 'days.1.closes_at': ['Closing time must be after opening time'] },
      body: null,
    });
    render(<OpeningHoursForm days={allDay()} onSave={() => Promise.reject(refusal)} />);
    await userEvent.click(screen.getByRole('switch', { name: /^Monday/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save opening hours' }));
    const closes = await screen.findByLabelText('Tuesday, Closes at');
    await waitFor(() => expect(closes).toHaveAccessibleDescription(/Closing time must be after opening time/));
    expect(toastMessages()).toContain('error: Closing time must be after opening time');
  });
});

describe('PauseOrdersSwitch', () => {
  it('says the outcome in a toast, and the failure when refused', async () => {
    const onChange = jest.fn(async () => undefined);
    const { rerender } = render(<PauseOrdersSwitch acceptingOrders open onChange={onChange} />);
    const pause = screen.getByRole('switch', { name: /Pause new orders/ });
    expect(pause).toHaveAccessibleName('Pause new orders Taking orders');
    await userEvent.click(pause);
    expect(onChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(toastMessages()).toContain('success: New orders paused'));
    rerender(
      <PauseOrdersSwitch acceptingOrders={false} open={false} onChange={() => Promise.reject(new Error('Offline'))} />,
    );
    expect(pause).toBeChecked();
    await userEvent.click(pause);
    await waitFor(() => expect(toastMessages()).toContain('error: Offline'));
    within(document.body).getByRole('switch', { name: /Paused: customers see you closed/ });
  });
});
