import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from './select';

const banks = [
  { value: '058', label: 'Guaranty Trust Bank' },
  { value: '044', label: 'Access Bank' },
];

describe('Select', () => {
  it('is a native select linked to its label, starting on the placeholder', () => {
    render(<Select label="Bank" placeholder="Select a bank" options={banks} />);
    const select = screen.getByRole('combobox', { name: 'Bank' });
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Select a bank' })).toBeDisabled();
  });

  it('lets the user choose an option', async () => {
    const onChange = jest.fn();
    render(<Select label="Bank" placeholder="Select a bank" options={banks} onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Bank' }), 'Access Bank');
    expect(screen.getByRole('combobox', { name: 'Bank' })).toHaveValue('044');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('marks itself invalid and describes the error', () => {
    render(<Select label="Business type" options={banks} value="" onChange={() => undefined} error="Required" />);
    const select = screen.getByRole('combobox', { name: 'Business type' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Required');
  });

  it('is required when asked, with the label text unchanged', () => {
    render(<Select label="Business type" required options={banks} />);
    const select = screen.getByRole('combobox', { name: 'Business type' });
    expect(select).toBeRequired();
  });

  it('accepts option children', () => {
    render(
      <Select label="Status" defaultValue="in_stock">
        <option value="in_stock">In Stock</option>
        <option value="out_of_stock">Out of Stock</option>
      </Select>,
    );
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('in_stock');
  });
});
