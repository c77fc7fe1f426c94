import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { TextArea } from './text-area';

/** The dialog is gone and the button that opened it has the focus again. */
function expectClosedWithFocusBack() {
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reject' })).toHaveFocus();
}

function RejectFlow({ onReject = jest.fn() }: { onReject?: (reason: string) => void }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  return (
    <>
      <Button onClick={() => setOpen(true)}>Reject</Button>
      <Button>Elsewhere</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Confirm Rejection"
        description="The merchant gets an email with your reason."
        onSubmit={() => {
          onReject(reason);
          setOpen(false);
        }}
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="danger">
              Confirm
            </Button>
          </>
        }
      >
        <TextArea
          label="Rejection Reason"
          required
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </Dialog>
    </>
  );
}

function ApproveFlow({ focusApprove = false }: { focusApprove?: boolean }) {
  const [open, setOpen] = useState(false);
  const approve = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Approve</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Confirm Approval"
        initialFocusRef={focusApprove ? approve : undefined}
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button ref={approve} onClick={() => setOpen(false)}>
              Approve merchant
            </Button>
          </>
        }
      />
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  render(<RejectFlow />);
  await user.click(screen.getByRole('button', { name: 'Reject' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Confirm Rejection' }) };
}

describe('Dialog', () => {
  it('renders nothing inside while closed', () => {
    render(<RejectFlow />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Rejection Reason')).not.toBeInTheDocument();
  });

  it('opens as a modal named by its title and described by its description', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('The merchant gets an email with your reason.');
    expect(screen.getByRole('heading', { name: 'Confirm Rejection' })).toBeInTheDocument();
  });

  it('moves focus to the first field of its body', async () => {
    await openDialog();
    expect(screen.getByRole('textbox', { name: 'Rejection Reason' })).toHaveFocus();
  });

  it('keeps Tab inside: forward from the last control wraps to the first, backward from the first to the last', async () => {
    const { user } = await openDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    const textarea = screen.getByRole('textbox', { name: 'Rejection Reason' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const confirm = screen.getByRole('button', { name: 'Confirm' });

    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(textarea).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).not.toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const { user } = await openDialog();
    await user.keyboard('{Escape}');
    expectClosedWithFocusBack();
  });

  it('closes with its close button and with Cancel, returning focus each time', async () => {
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expectClosedWithFocusBack();

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expectClosedWithFocusBack();
  });

  it('stays open when the close event of an earlier closing arrives after it opened again', async () => {
    const { user, dialog } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    // The browser queues `close` after `close()`; under load it can run once the dialog is shown again.
    act(() => {
      dialog.dispatchEvent(new Event('close'));
    });
    expect(screen.getByRole('dialog', { name: 'Confirm Rejection' })).toBeInTheDocument();
  });

  it('follows the browser when the browser itself closes it', async () => {
    const { dialog } = await openDialog();
    act(() => (dialog as HTMLDialogElement).close());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('wraps body and actions in a form: the submit action submits with the typed reason', async () => {
    const onReject = jest.fn();
    const user = userEvent.setup();
    render(<RejectFlow onReject={onReject} />);
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await user.type(screen.getByRole('textbox', { name: 'Rejection Reason' }), 'Blurry ID');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onReject).toHaveBeenCalledWith('Blurry ID');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stops the page behind from scrolling while open', async () => {
    const { user } = await openDialog();
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('focuses the first action when the body has no field', async () => {
    const user = userEvent.setup();
    render(<ApproveFlow />);
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    // The first action is the safe one: Cancel.
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('focuses the element given as initialFocusRef', async () => {
    const user = userEvent.setup();
    render(<ApproveFlow focusApprove />);
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(screen.getByRole('button', { name: 'Approve merchant' })).toHaveFocus();
  });
});
