// Merchants Mgt's Performance, Rating and Orders: a merchant with orders shows its own, unmarked; one without shows
// the spec's sample figures (61%, five stars, 352), marked "Sample".
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MerchantsTable } from './merchants-table';

const rows = [
  {
    key: '1',
    name: "Mama Nkechi's Kitchen",
    address: 'Lekki, Lagos',
    logo: null,
    figures: { performance: 87, rating: 4.6, orders: 1204 },
  },
  { key: '2', name: 'Bukka Hut', address: 'Yaba, Lagos', logo: null },
];

it("shows a merchant's own figures and marks the samples of one without orders", () => {
  render(
    <MemoryRouter>
      <MerchantsTable rows={rows} layout="cards" />
    </MemoryRouter>,
  );
  const [kitchen, bukka] = within(screen.getByRole('list', { name: 'Merchants' })).getAllByRole('listitem');
  if (!kitchen || !bukka) throw new Error('two rows expected');
  expect(kitchen).toHaveTextContent('87%');
  expect(kitchen).toHaveTextContent('1,204');
  expect(within(kitchen).queryByText('Sample')).not.toBeInTheDocument();
  expect(bukka).toHaveTextContent('61%');
  expect(bukka).toHaveTextContent('352');
  expect(within(bukka).getByText('Sample')).toBeInTheDocument();
});

it('says in the wide table which rows are samples', () => {
  render(
    <MemoryRouter>
      <MerchantsTable rows={rows} layout="table" />
    </MemoryRouter>,
  );
  expect(screen.getByRole('table')).toHaveTextContent('Rows marked Sample show sample figures');
  const bukka = screen.getByRole('row', { name: /Bukka Hut/ });
  expect(within(bukka).getByText('Sample')).toBeInTheDocument();
  expect(within(screen.getByRole('row', { name: /Mama Nkechi/ })).queryByText('Sample')).not.toBeInTheDocument();
});
