import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { TextField } from './text-field';

describe('TextField', () => {
  it('links its visible label to the input', () => {
    render(<TextField label="Email" type="email" inputMode="email" autoComplete="email" name="email" />);
    const input = screen.getByLabelText('Email');
    expect(input).toBeInstanceOf(HTMLInputElement);
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('inputmode', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('name', 'email');
    expect(screen.getByText('Email')).toBeVisible();
  });

  it('describes the input with its hint', () => {
    render(<TextField label="Account number" hint="10 digits" />);
    expect(screen.getByLabelText('Account number')).toHaveAccessibleDescription('10 digits');
  });

  it('marks the input invalid and describes it with the error, error first', () => {
    render(<TextField label="Email" hint="Your business email" error="Please enter a valid email address" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a valid email address Your business email');
  });

  it('is valid, and described by nothing, without an error', () => {
    render(<TextField label="Email" />);
    const input = screen.getByLabelText('Email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('announces an error through a live region that was there before the error', () => {
    const { rerender } = render(<TextField label="Email" />);
    const input = screen.getByLabelText('Email');
    const region = document.getElementById(`${input.id}-error`);
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    rerender(<TextField label="Email" error="Email is required" />);
    expect(document.getElementById(`${input.id}-error`)).toBe(region);
    expect(region).toHaveTextContent('Email is required');
  });

  it('keeps the caller’s own aria-describedby', () => {
    render(
      <>
        <p id="extra">Shown on receipts</p>
        <TextField label="Business name" aria-describedby="extra" error="Required" />
      </>,
    );
    expect(screen.getByLabelText('Business name')).toHaveAccessibleDescription('Required Shown on receipts');
  });

  it('marks a required field without changing its label text or name (the asterisk is CSS)', () => {
    render(<TextField label="Business name" required />);
    const input = screen.getByLabelText('Business name');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleName('Business name');
    const label = document.querySelector(`label[for="${input.id}"]`);
    expect(label?.textContent).toBe('Business name');
    const marker = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
      .find((rule) => label?.className.split(' ').some((name) => rule.startsWith(`.${name}::after`)));
    expect(marker).toContain('content: "*"');
  });

  it('forwards its ref and every input prop', async () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = jest.fn();
    render(
      <TextField label="Phone" ref={ref} id="phone" onChange={onChange} placeholder="803 123 4567" maxLength={10} />,
    );
    expect(ref.current).toBe(screen.getByLabelText('Phone'));
    expect(ref.current).toHaveAttribute('id', 'phone');
    expect(ref.current).toHaveAttribute('maxlength', '10');
    await userEvent.type(screen.getByPlaceholderText('803 123 4567'), '80');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('renders addons inside the box', () => {
    render(<TextField label="Business phone" leadingAddon="+234" />);
    expect(screen.getByText('+234')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Business phone' })).toBeInTheDocument();
  });
});
