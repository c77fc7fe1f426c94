import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pendingMerchant } from '../../mocks/pending-merchant';
import { RequestsList, type RequestsListProps } from './requests-list';

const merchant = (id: number, name: string) =>
  pendingMerchant(id, name, {
    business_email: `${name.split(' ')[0]?.toLowerCase()}@oja.test`,
    business_phone: '8031234567',
    pickup_address: 'Lagos',
    contact_name: 'Ada',
  });

const requests = [merchant(1, 'Amala Spot'), merchant(2, 'Suya Corner'), merchant(3, 'Fresh Mart')];

function renderList(props: Partial<RequestsListProps> = {}) {
  const handlers = {
    onSearch: jest.fn(),
    onShow: jest.fn(),
    onSelect: jest.fn(),
    onSelectAll: jest.fn(),
    onBulkApprove: jest.fn(),
  };
  render(
    <RequestsList
      status="ready"
      requests={requests}
      total={3}
      search=""
      shownId={2}
      selected={new Set()}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('RequestsList', () => {
  it('marks a request sent again after a rejection, and only that one', () => {
    const resubmitted = { ...merchant(4, 'Bukka Hut'), rejection_reason: 'The CAC number did not match.' };
    renderList({ requests: [...requests, resubmitted], total: 4 });
    expect(screen.getByRole('button', { name: /Bukka Hut/ })).toHaveTextContent('Resubmitted');
    expect(screen.getByRole('button', { name: /Amala Spot/ })).not.toHaveTextContent('Resubmitted');
  });

  it('marks the shown request and opens another by click', async () => {
    const { onShow } = renderList();
    expect(screen.getByRole('button', { name: /Suya Corner/ })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: /Amala Spot/ })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: /Amala Spot/ })).toHaveTextContent('Applied Nov 20, 2026');
    await userEvent.click(screen.getByRole('button', { name: /Fresh Mart/ }));
    expect(onShow).toHaveBeenCalledWith(3);
  });

  it('moves between the rows with the arrow keys, Home and End, and opens with Enter', async () => {
    const user = userEvent.setup();
    const { onShow } = renderList();
    screen.getByRole('button', { name: /Amala Spot/ }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: /Suya Corner/ })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: /Fresh Mart/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: /Fresh Mart/ })).toHaveFocus();
    await user.keyboard('{Home}{Enter}');
    expect(onShow).toHaveBeenCalledWith(1);
  });

  it('selects rows for a bulk approval and offers it once something is selected', async () => {
    const { onSelect, onSelectAll } = renderList();
    expect(screen.queryByRole('button', { name: /Approve selected/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Suya Corner' }));
    expect(onSelect).toHaveBeenCalledWith(2, true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(onSelectAll).toHaveBeenCalledWith(true);
  });

  it('shows the selected count on the bulk button', async () => {
    const { onBulkApprove } = renderList({ selected: new Set([1, 3]) });
    await userEvent.click(screen.getByRole('button', { name: 'Approve selected (2)' }));
    expect(onBulkApprove).toHaveBeenCalled();
  });

  it('says when nothing is pending, or nothing matches the search', () => {
    const { unmount } = (() => {
      const result = render(
        <RequestsList
          status="ready"
          requests={[]}
          total={0}
          search=""
          shownId={null}
          selected={new Set()}
          onSearch={jest.fn()}
          onShow={jest.fn()}
          onSelect={jest.fn()}
          onSelectAll={jest.fn()}
          onBulkApprove={jest.fn()}
        />,
      );
      return result;
    })();
    expect(screen.getByText('No pending merchant requests.')).toBeInTheDocument();
    unmount();
    renderList({ requests: [], total: 0, search: 'zzz' });
    expect(screen.getByText('No pending request matches "zzz".')).toBeInTheDocument();
  });
});
