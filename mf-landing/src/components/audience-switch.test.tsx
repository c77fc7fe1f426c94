import { renderPart } from '@oja/harness/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUDIENCES } from '../lib/content';
import { AudienceSwitch } from './audience-switch';

/** The panel on show: the one a person can see (the others keep their place, hidden). */
function shownPanel() {
  const panels = [...document.querySelectorAll<HTMLElement>('[data-audience-panel]')];
  const shown = panels.filter((panel) => getComputedStyle(panel).visibility !== 'hidden');
  expect(shown).toHaveLength(1);
  return shown[0] as HTMLElement;
}

describe('AudienceSwitch', () => {
  it('shows Customers, Merchants and Riders with Customers selected and its content on show', () => {
    renderPart(<AudienceSwitch />);
    const buttons = within(screen.getByRole('group')).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Customers', 'Merchants', 'Riders']);
    expect(buttons.map((button) => button.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false']);
    expect(within(shownPanel()).getByRole('heading', { name: 'Everything you need, delivered' })).toBeVisible();
  });

  it.each([
    ['Merchants', 'Sell online and let Oja deliver', 'Sell on Oja', '/merchant/register'],
    ['Riders', 'Deliver with Oja and get paid daily', 'Get the app (coming soon)', '#download'],
    ['Customers', 'Everything you need, delivered', 'Get the app (coming soon)', '#download'],
  ])(
    '%s: selects the button and shows what Oja offers them, with a step that leads somewhere',
    async (label, title, action, href) => {
      const user = userEvent.setup();
      renderPart(<AudienceSwitch initial={label === 'Customers' ? 'riders' : 'customers'} />);
      await user.click(screen.getByRole('button', { name: label }));
      expect(screen.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(1);
      const panel = shownPanel();
      expect(within(panel).getByRole('heading', { name: title })).toBeInTheDocument();
      expect(within(panel).getByRole('link', { name: action })).toHaveAttribute('href', href);
      const audience = AUDIENCES.find((entry) => entry.label === label);
      expect(within(panel).getByRole('link', { name: audience?.more.label })).toHaveAttribute(
        'href',
        `#${audience?.more.anchor}`,
      );
    },
  );
});
