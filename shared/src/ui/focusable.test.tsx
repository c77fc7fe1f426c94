import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { keepTabInside } from './focusable';

describe('keepTabInside', () => {
  it('cycles Tab and Shift+Tab among the tabbable elements of its container, as the drawer uses it', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        <nav aria-label="Drawer">
          <a href="/one">One</a>
          <button type="button" disabled>
            Off
          </button>
          <button type="button">Two</button>
        </nav>
        <button type="button">After</button>
      </>,
    );
    const drawer = screen.getByRole('navigation', { name: 'Drawer' });
    const onKey = (event: KeyboardEvent) => keepTabInside(event, drawer);
    document.addEventListener('keydown', onKey);
    screen.getByRole('link', { name: 'One' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Two' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'One' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Two' })).toHaveFocus();
    document.removeEventListener('keydown', onKey);
  });
});
