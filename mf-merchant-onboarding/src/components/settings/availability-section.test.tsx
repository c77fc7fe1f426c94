// Settings' Store availability, on the page with this remote's mock API: the pause switch and the opening hours, the
// same controls as Order Mgt's, saved with the API's rules.

import { MOCK_USERS, mockTokenOf } from '@oja/harness/mock-api';
import { type MockedApi, mockApi, renderPage } from '@oja/harness/testing';
import { clearSession, signIn } from '@oja/shared/session';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { storeApi } from '../../data/calls';
import createMockApi from '../../mocks/api';
import remote from '../../remote';

let api: MockedApi | null = null;

/** Settings for the approved sample merchant, its section found. */
async function openSection() {
  api = await mockApi(createMockApi());
  signIn(mockTokenOf(MOCK_USERS.merchant), MOCK_USERS.merchant, { remember: false });
  await renderPage(remote, 'SettingsPage');
  return screen.findByRole('region', { name: 'Store availability' });
}

afterEach(() => {
  clearSession();
  api?.restore();
});

it('is linked from the list of sections', async () => {
  await openSection();
  const nav = screen.getByRole('navigation', { name: 'Settings sections' });
  expect(within(nav).getByRole('link', { name: 'Store availability' })).toHaveAttribute('href', '#store-availability');
});

it('pauses new orders and takes them again', async () => {
  const section = await openSection();
  const pause = await within(section).findByRole('switch', { name: /Pause new orders/ });
  expect(pause).not.toBeChecked();
  expect(pause).toHaveAccessibleName(/Taking orders/);
  fireEvent.click(pause);
  await waitFor(() => expect(pause).toBeChecked());
  expect(pause).toHaveAccessibleName(/Paused: customers see you closed/);
  expect(api?.calls).toContain('PUT /merchant/store');
  fireEvent.click(pause);
  await waitFor(() => expect(pause).not.toBeChecked());
});

it('saves the week: a closed day and a day with its hours, refused at the field first when closing comes first', async () => {
  const section = await openSection();
  const form = await within(section).findByRole('form', { name: 'Opening hours' });
  fireEvent.click(within(form).getByRole('switch', { name: /^Sunday/ }));
  fireEvent.change(within(form).getByLabelText('Saturday, Opens at'), { target: { value: '10:00' } });
  fireEvent.change(within(form).getByLabelText('Saturday, Closes at'), { target: { value: '09:00' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save opening hours' }));
  const closes = within(form).getByLabelText('Saturday, Closes at');
  await waitFor(() => expect(closes).toHaveAccessibleDescription(/Closing time must be after opening time/));
  expect(api?.calls).not.toContain('PUT /merchant/opening-hours');

  // Closing at midnight: 00:00 in the field, the day's end (24:00) to the API.
  fireEvent.change(closes, { target: { value: '00:00' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save opening hours' }));
  await waitFor(() => expect(api?.calls).toContain('PUT /merchant/opening-hours'));
  // What the mock API now holds, read as the page reads it.
  const { days } = await storeApi.openingHours(undefined);
  expect(days[5]).toMatchObject({ weekday: 'saturday', closed: false, opens_at: '10:00', closes_at: '24:00' });
  expect(days[6]).toMatchObject({ weekday: 'sunday', closed: true });
  // The form now shows what the server holds: nothing left to save.
  await waitFor(() => expect(within(form).getByRole('button', { name: 'Save opening hours' })).toBeDisabled());
  expect(within(form).getByLabelText('Saturday, Closes at')).toHaveValue('00:00');
});
