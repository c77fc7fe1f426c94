import { createQueryClient, QueryProvider } from '@oja/shared/query';
import { act, render as renderNow, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, useState } from 'react';
import { addressApi } from '../data/calls';
import { AddressField, type ChosenPlace, placeHandlers, SUGGESTION_LIST_MAX_HEIGHT } from './address-field';

const PREDICTIONS = [
  { description: 'Ikeja, Lagos, Nigeria', place_id: 'oja:ikeja-lagos' },
  { description: 'Ikeja GRA, Ikeja, Lagos, Nigeria', place_id: 'oja:ikeja-gra-ikeja' },
  { description: 'Ikeja City Mall, Ikeja, Lagos, Nigeria', place_id: 'oja:ikeja-city-mall-ikeja' },
];

function Harness({ onChoose, inline = false }: { onChoose?: (place: ChosenPlace) => void; inline?: boolean }) {
  const [value, setValue] = useState('');
  const [coords, setCoords] = useState('');
  return (
    <>
      <AddressField
        inline={inline}
        name="pickup_address"
        value={value}
        onType={setValue}
        onChoose={(place) => {
          setValue(place.address);
          setCoords(place.latitude === null ? '' : `${place.latitude},${place.longitude}`);
          onChoose?.(place);
        }}
        onBlur={() => undefined}
      />
      <output data-testid="coords">{coords}</output>
    </>
  );
}

/** Each test with its own cache, as a fresh page would have. */
const render = (ui: ReactElement) => renderNow(<QueryProvider client={createQueryClient()}>{ui}</QueryProvider>);

// The machine running the suite may be busy: typing and the 300 ms pause get room.
jest.setTimeout(30_000);
const user = userEvent.setup({ delay: null });

let autocomplete: jest.SpyInstance;
let placeDetails: jest.SpyInstance;

beforeEach(() => {
  autocomplete = jest.spyOn(addressApi, 'autocomplete').mockResolvedValue(PREDICTIONS);
  placeDetails = jest.spyOn(addressApi, 'placeDetails').mockResolvedValue({
    data: { formatted_address: 'Ikeja GRA, Ikeja, Lagos, Nigeria', geometry: { location: { lat: 6.58, lng: 3.356 } } },
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const input = () => screen.getByRole('combobox', { name: 'Pick-up point' });

describe('AddressField', () => {
  it('inside a dialog (inline), lists the suggestions in the flow, pushing the fields below instead of hiding them', async () => {
    render(<Harness inline />);
    await user.type(input(), 'ikeja');
    const list = await screen.findByRole('listbox', { name: 'Address suggestions' });
    await screen.findAllByRole('option');
    expect(getComputedStyle(list.parentElement as HTMLElement).position).toBe('static');
  });

  it('elsewhere, floats the suggestions over the page', async () => {
    render(<Harness />);
    await user.type(input(), 'ikeja');
    const list = await screen.findByRole('listbox', { name: 'Address suggestions' });
    await screen.findAllByRole('option');
    expect(getComputedStyle(list.parentElement as HTMLElement).position).toBe('absolute');
  });

  it('asks for suggestions only from 3 characters, once typing pauses', async () => {
    render(<Harness />);
    await user.type(input(), 'ik');
    await act(() => new Promise((resolve) => setTimeout(resolve, 450)));
    expect(autocomplete).not.toHaveBeenCalled();
    await user.type(input(), 'eja');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3), { timeout: 5000 });
    // One request for the text after the pause, not one per key.
    expect(autocomplete).toHaveBeenCalledTimes(1);
    expect(autocomplete.mock.calls[0][0]).toEqual({ input: 'ikeja' });
    expect(input()).toHaveAttribute('aria-expanded', 'true');
  });

  it('is a combobox whose arrows move through a listbox at most 200 px tall', async () => {
    render(<Harness />);
    await user.type(input(), 'ikeja');
    await screen.findAllByRole('option', {}, { timeout: 5000 });
    const listbox = screen.getByRole('listbox', { name: 'Address suggestions' });
    expect(listbox).toHaveStyle({ maxHeight: `${SUGGESTION_LIST_MAX_HEIGHT}px`, overflowY: 'auto' });
    expect(input()).toHaveAttribute('aria-controls', listbox.id);
    expect(input()).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(input()).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(input()).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{ArrowUp}');
    expect(input()).toHaveAttribute('aria-activedescendant', options[2]?.id);
    expect(input()).toHaveFocus();
  });

  it('Enter chooses: the list closes, the address is set, then the details replace it and give coordinates', async () => {
    const chosen: ChosenPlace[] = [];
    render(<Harness onChoose={(place) => chosen.push(place)} />);
    await user.type(input(), 'ikeja');
    await screen.findAllByRole('option', {}, { timeout: 5000 });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(chosen[0]).toEqual({ address: 'Ikeja GRA, Ikeja, Lagos, Nigeria', latitude: null, longitude: null });
    expect(placeDetails).toHaveBeenCalledWith({ place_id: 'oja:ikeja-gra-ikeja' });
    await waitFor(() => expect(screen.getByTestId('coords')).toHaveTextContent('6.58,3.356'), { timeout: 5000 });
    expect(input()).toHaveValue('Ikeja GRA, Ikeja, Lagos, Nigeria');
    // Choosing does not ask for suggestions of the chosen text.
    await act(() => new Promise((resolve) => setTimeout(resolve, 450)));
    expect(autocomplete).toHaveBeenCalledTimes(1);
  });

  it('keeps the chosen text when the details fail', async () => {
    placeDetails.mockRejectedValue(new Error('offline'));
    render(<Harness />);
    await user.type(input(), 'ikeja');
    await screen.findAllByRole('option', {}, { timeout: 5000 });
    await user.click(screen.getByRole('option', { name: /Ikeja City Mall/ }));
    await waitFor(() => expect(console.error).toHaveBeenCalled(), { timeout: 5000 });
    expect(input()).toHaveValue('Ikeja City Mall, Ikeja, Lagos, Nigeria');
    expect(screen.getByTestId('coords')).toHaveTextContent('');
  });

  it('Escape closes the list and leaves the text', async () => {
    render(<Harness />);
    await user.type(input(), 'ikeja');
    await screen.findAllByRole('option', {}, { timeout: 5000 });
    await user.keyboard('{Escape}');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(input()).toHaveValue('ikeja');
  });

  it('says when nothing matches, and logs a failure without suggestions', async () => {
    autocomplete.mockResolvedValue([]);
    render(<Harness />);
    await user.type(input(), 'zzzq');
    expect(
      await screen.findByText('No matching places. You can still type the full address.', {}, { timeout: 5000 }),
    ).toBeVisible();
    autocomplete.mockRejectedValue(new Error('down'));
    await user.type(input(), 'x');
    await waitFor(() => expect(console.error).toHaveBeenCalled(), { timeout: 5000 });
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('keeps the highlighted place when a newer answer still holds it, so Enter chooses what was seen', async () => {
    const chosen: ChosenPlace[] = [];
    render(<Harness onChoose={(place) => chosen.push(place)} />);
    await user.type(input(), 'ikeja');
    await screen.findAllByRole('option', {}, { timeout: 5000 });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: /Ikeja GRA/ })).toHaveAttribute('aria-selected', 'true');
    // A newer answer (for more text), in another order, arrives before Enter.
    autocomplete.mockResolvedValue([PREDICTIONS[1], PREDICTIONS[0]]);
    await user.type(input(), ' g');
    await waitFor(() => expect(screen.getAllByRole('option')[0]).toHaveTextContent(/Ikeja GRA/), { timeout: 5000 });
    expect(screen.getByRole('option', { name: /Ikeja GRA/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(chosen[0]?.address).toBe('Ikeja GRA, Ikeja, Lagos, Nigeria');
  });
});

describe('placeHandlers', () => {
  it('keeps the address and its coordinates together: typing clears them, a choice brings its own', () => {
    const values: Record<string, string> = { address: '', latitude: '6.5', longitude: '3.3' };
    const handlers = placeHandlers((name: 'address' | 'latitude' | 'longitude', value: string) => {
      values[name] = value;
    }, 'address');
    handlers.onType('15 Admiralty');
    expect(values).toEqual({ address: '15 Admiralty', latitude: '', longitude: '' });
    handlers.onChoose({ address: '15 Admiralty Way, Lekki', latitude: 6.4474, longitude: 3.4722 });
    expect(values).toEqual({ address: '15 Admiralty Way, Lekki', latitude: '6.4474', longitude: '3.4722' });
    handlers.onChoose({ address: 'Somewhere without a pin', latitude: null, longitude: null });
    expect(values).toEqual({ address: 'Somewhere without a pin', latitude: '', longitude: '' });
  });
});
