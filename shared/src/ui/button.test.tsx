import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';

describe('Button', () => {
  it('is a button named by its label, of type button unless told otherwise', () => {
    render(<Button>Login</Button>);
    const button = screen.getByRole('button', { name: 'Login' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('submits its form with type="submit"', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Login</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while busy: says the busy label, is disabled and aria-busy, and ignores clicks', async () => {
    const onClick = jest.fn();
    const { rerender } = render(
      <Button busyLabel="Logging in..." onClick={onClick}>
        Login
      </Button>,
    );
    rerender(
      <Button busy busyLabel="Logging in..." onClick={onClick}>
        Login
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Logging in...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();

    rerender(
      <Button busyLabel="Logging in..." onClick={onClick}>
        Login
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  // One label at a time in the DOM: a test that looks for "Logging in..." must not find it on an idle button.
  it('holds one label at a time: the idle text while idle, the busy text while busy', () => {
    const { rerender } = render(<Button busyLabel="Logging in...">Login</Button>);
    expect(screen.getByRole('button')).toHaveTextContent(/^Login$/);
    expect(screen.queryByText('Logging in...')).not.toBeInTheDocument();
    rerender(
      <Button busy busyLabel="Logging in...">
        Login
      </Button>,
    );
    expect(screen.getByRole('button')).toHaveTextContent(/^Logging in\.\.\.$/);
    expect(screen.queryByText('Login')).not.toBeInTheDocument();
  });

  it('gives CSS the other label to keep its width by (an attribute, never text)', () => {
    const { rerender } = render(<Button busyLabel="Logging in...">Login</Button>);
    expect(screen.getByRole('button').querySelector('[data-other-label]')).toHaveAttribute(
      'data-other-label',
      'Logging in...',
    );
    rerender(
      <Button busy busyLabel="Logging in...">
        Login
      </Button>,
    );
    expect(screen.getByRole('button').querySelector('[data-other-label]')).toHaveAttribute('data-other-label', 'Login');
  });

  it('keeps its label as the name when busy without a busy label', () => {
    render(<Button busy>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
  });

  it('renders a leading icon', () => {
    render(<Button leadingIcon={<svg data-testid="plus" aria-hidden="true" />}>Add Item</Button>);
    expect(screen.getByRole('button', { name: 'Add Item' })).toContainElement(screen.getByTestId('plus'));
  });
});
