import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preferReducedMotion } from '../test/reduced-motion';
import { renderLanding } from '../test/render';
import { AudienceSwitch } from './audience-switch';

function addSection(id: string) {
  const section = document.createElement('section');
  section.id = id;
  section.tabIndex = -1;
  section.scrollIntoView = jest.fn();
  document.body.append(section);
  return section;
}

afterEach(() => {
  for (const id of ['features', 'sell-and-ship', 'rider-earnings']) document.getElementById(id)?.remove();
});

describe('AudienceSwitch', () => {
  it('shows Customers, Merchants and Riders with Customers selected at first', () => {
    renderLanding(<AudienceSwitch />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Customers', 'Merchants', 'Riders']);
    expect(buttons.map((button) => button.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false']);
  });

  it.each([
    ['Customers', 'features'],
    ['Merchants', 'sell-and-ship'],
    ['Riders', 'rider-earnings'],
  ])('%s: selects the button, scrolls its section into view and moves focus there', async (label, target) => {
    const sections = Object.fromEntries(
      ['features', 'sell-and-ship', 'rider-earnings'].map((id) => [id, addSection(id)]),
    );
    const user = userEvent.setup();
    renderLanding(<AudienceSwitch initial={label === 'Customers' ? 'riders' : 'customers'} />);
    await user.click(screen.getByRole('button', { name: label }));
    expect(screen.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(1);
    expect(sections[target]?.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    for (const [id, section] of Object.entries(sections)) {
      if (id !== target) expect(section.scrollIntoView).not.toHaveBeenCalled();
    }
    expect(document.activeElement).toBe(sections[target]);
  });

  it('jumps without smooth scrolling when the reader asked for reduced motion', async () => {
    const motion = preferReducedMotion();
    const section = addSection('sell-and-ship');
    const user = userEvent.setup();
    renderLanding(<AudienceSwitch />);
    await user.click(screen.getByRole('button', { name: 'Merchants' }));
    expect(section.scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
    motion.restore();
  });
});
