import { render, screen } from '@testing-library/react';
import { TextArea } from './text-area';

describe('TextArea', () => {
  it('has the field contract: linked label, required, error described and invalid', () => {
    render(
      <TextArea label="Rejection Reason" required error="Rejection reason is required" hint="Sent to the merchant" />,
    );
    const textarea = screen.getByRole('textbox', { name: 'Rejection Reason' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toBeRequired();
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Rejection reason is required Sent to the merchant');
  });
});
