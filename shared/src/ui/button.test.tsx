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

  it('keeps both faces in the button, so its width does not change when it turns busy', () => {
    render(
      <Button busy busyLabel="Logging in...">
        Login
      </Button>,
    );
    // The idle face stays rendered (hidden) and holds its width.
    expect(screen.getByRole('button')).toHaveTextContent('LoginLogging in...');
  });

  it('shows its busy face by its aria-busy attribute alone (as a prerendered copy pressed before its page started)', () => {
    render(
      <Button type="submit" busyLabel="Logging in...">
        Login
      </Button>,
    );
    screen.getByRole('button', { name: 'Login' }).setAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeInTheDocument();
  });

  it('keeps its colours while a prerender holds it (disabled until the page can take the press)', () => {
    render(
      <Button type="submit" disabled data-oja-held="">
        Login
      </Button>,
    );
    const held = getComputedStyle(screen.getByRole('button', { name: 'Login' }));
    render(<Button type="submit">Login</Button>);
    const ready = getComputedStyle(screen.getAllByRole('button', { name: 'Login' })[1] as HTMLElement);
    expect(held.backgroundColor).toBe(ready.backgroundColor);
    expect(held.cursor).toBe('progress');
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
