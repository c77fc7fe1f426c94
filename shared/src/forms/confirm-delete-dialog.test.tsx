import { ApiError } from '@oja/shared/api';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

function DeleteFlow({ onConfirm, blockedReason }: { onConfirm: () => Promise<unknown>; blockedReason?: string }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDeleteDialog
      open={open}
      onClose={() => setOpen(false)}
      title="Delete document?"
      description="national-id.pdf will be removed."
      blockedReason={blockedReason}
      onConfirm={onConfirm}
    />
  );
}

describe('ConfirmDeleteDialog', () => {
  it('deletes on Delete, then closes', async () => {
    const onConfirm = jest.fn(async () => undefined);
    render(<DeleteFlow onConfirm={onConfirm} />);
    expect(screen.getByRole('dialog', { name: 'Delete document?' })).toHaveTextContent(
      'national-id.pdf will be removed.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's refusal in the dialog, with OK instead of Delete", async () => {
    const refusal = new ApiError('Upload a new ID before deleting the last one.', {
      status: 409,
      errors: null,
      body: null,
    });
    render(<DeleteFlow onConfirm={() => Promise.reject(refusal)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete document?' });
    expect(dialog).toHaveTextContent('Upload a new ID before deleting the last one.');
    expect(dialog).not.toHaveTextContent('will be removed');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('explains a reason known beforehand instead of offering Delete', () => {
    render(<DeleteFlow onConfirm={jest.fn()} blockedReason="Move or delete its 3 items first." />);
    expect(screen.getByRole('dialog')).toHaveTextContent('Move or delete its 3 items first.');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
  });
});
