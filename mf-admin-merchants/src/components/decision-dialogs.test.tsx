import { toastStore } from '@oja/shared/toast';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApproveDialog, ReinstateDialog, RejectDialog, SuspendDialog } from './decision-dialogs';

// Rendering a dialog and typing is slow on a busy machine.
jest.setTimeout(30_000);

beforeEach(() => toastStore.setState({ toasts: [] }));

const messages = () => toastStore.getState().toasts.map((toast) => `${toast.type}: ${toast.message}`);

describe('RejectDialog', () => {
  it('refuses a blank or whitespace reason with the spec toast, and sends a real one trimmed', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(<RejectDialog open businessName="Mama Put" busy={false} onCancel={jest.fn()} onConfirm={onConfirm} />);
    expect(screen.getByRole('heading', { name: 'Confirm Rejection' })).toBeInTheDocument();
    // The product's label, "Rejection Reason *", asterisk included: a lookup by the label's text finds it.
    const field = screen.getByLabelText('Rejection Reason *');
    expect(screen.getByRole('textbox', { name: 'Rejection Reason *' })).toBe(field);
    expect(field).toBeRequired();

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(messages()).toEqual(['error: Please provide a rejection reason']);
    await user.click(field);
    await user.paste('    ');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(onConfirm).not.toHaveBeenCalled();

    await user.clear(field);
    await user.click(field);
    await user.paste('  The ID is expired.  ');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(onConfirm).toHaveBeenCalledWith('The ID is expired.');
  });

  it('Cancel asks to close', async () => {
    const onCancel = jest.fn();
    render(<RejectDialog open businessName="Mama Put" busy={false} onCancel={onCancel} onConfirm={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});

describe('ApproveDialog', () => {
  it('is titled Confirm Approval with Cancel and Approve, busy while approving', async () => {
    const onConfirm = jest.fn();
    const { rerender } = render(
      <ApproveDialog open businessName="Mama Put" busy={false} onCancel={jest.fn()} onConfirm={onConfirm} />,
    );
    expect(screen.getByRole('heading', { name: 'Confirm Approval' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    rerender(<ApproveDialog open businessName="Mama Put" busy onCancel={jest.fn()} onConfirm={onConfirm} />);
    expect(screen.getByRole('button', { name: 'Approving...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});

describe('SuspendDialog', () => {
  it('says a blank reason under the field only (no toast), sends a real one trimmed, and shows the server refusal', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    const props = { open: true, businessName: 'Mama Put', busy: false, onCancel: jest.fn(), onConfirm };
    const { rerender } = render(<SuspendDialog {...props} />);
    expect(screen.getByRole('heading', { name: 'Confirm Suspension' })).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Suspension Reason *' });
    expect(screen.getByLabelText('Suspension Reason *')).toBe(field);
    expect(field).toBeRequired();

    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Please provide a suspension reason'));
    expect(field).toHaveFocus();
    expect(messages()).toEqual([]);
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(field);
    await user.paste('  Orders never delivered.  ');
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    expect(onConfirm).toHaveBeenCalledWith('Orders never delivered.');

    rerender(<SuspendDialog {...props} serverError="Suspension reason must not exceed 1000 characters" />);
    expect(field).toHaveAccessibleDescription(expect.stringContaining('must not exceed 1000 characters'));
  });
});

describe('ReinstateDialog', () => {
  it('is titled Confirm Reinstatement with Cancel and Reinstate, busy while reinstating', async () => {
    const onConfirm = jest.fn();
    const { rerender } = render(
      <ReinstateDialog open businessName="Mama Put" busy={false} onCancel={jest.fn()} onConfirm={onConfirm} />,
    );
    expect(screen.getByRole('heading', { name: 'Confirm Reinstatement' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reinstate' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    rerender(<ReinstateDialog open businessName="Mama Put" busy onCancel={jest.fn()} onConfirm={onConfirm} />);
    expect(screen.getByRole('button', { name: 'Reinstating...' })).toBeDisabled();
  });
});
