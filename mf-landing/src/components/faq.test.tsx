import { renderPart } from '@oja/harness/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAQ_ENTRIES } from '../lib/content';
import { Faq } from './faq';

const questions = () =>
  screen.getAllByRole('button', { expanded: undefined }).filter((button) => button.hasAttribute('aria-expanded'));

describe('FAQ', () => {
  it('lists the seven questions of the spec, in order, each with a written answer', () => {
    renderPart(<Faq />);
    expect(questions().map((button) => button.textContent)).toEqual([
      'What is Oja?',
      'How do I sign up as a merchant?',
      'How do I become a rider?',
      'How do I update my profile?',
      'How do I save a card?',
      'What is the Oja wallet?',
      'How do I fund my wallet?',
    ]);
    for (const entry of FAQ_ENTRIES) expect(entry.answer.length).toBeGreaterThan(80);
  });

  it('answers as the product works: documents in step 1 of registration, profile changes in Settings', () => {
    const answer = (question: string) => FAQ_ENTRIES.find((entry) => entry.question === question)?.answer ?? '';
    expect(answer('How do I sign up as a merchant?')).toMatch(/Step 1: .*a valid ID document/);
    expect(answer('How do I sign up as a merchant?')).toMatch(/Step 2: the bank account/);
    expect(answer('How do I update my profile?')).toMatch(
      /^Merchants change their business details in Settings, on their dashboard/,
    );
    expect(answer('How do I update my profile?')).not.toMatch(/Settings is coming soon/);
  });

  it('opens the first entry by default and only that one', () => {
    renderPart(<Faq />);
    const buttons = questions();
    expect(buttons.map((button) => button.getAttribute('aria-expanded'))).toEqual([
      'true',
      'false',
      'false',
      'false',
      'false',
      'false',
      'false',
    ]);
    const firstAnswer = document.getElementById(buttons[0]?.getAttribute('aria-controls') ?? '');
    expect(firstAnswer).toBeVisible();
    expect(within(firstAnswer as HTMLElement).getByText(/delivery marketplace for Nigeria/)).toBeInTheDocument();
    expect(screen.queryByText(/Rider sign-up opens with the Oja app/)).not.toBeVisible();
  });

  it('shows the answer of the question clicked and closes the one that was open', async () => {
    const user = userEvent.setup();
    renderPart(<Faq />);
    await user.click(screen.getByRole('button', { name: 'What is the Oja wallet?' }));
    const open = questions().filter((button) => button.getAttribute('aria-expanded') === 'true');
    expect(open.map((button) => button.textContent)).toEqual(['What is the Oja wallet?']);
    expect(screen.getByText(/is a balance in naira/)).toBeVisible();
    expect(screen.getByText(/delivery marketplace for Nigeria/)).not.toBeVisible();
  });

  it('keeps one entry open when the open question is clicked again', async () => {
    const user = userEvent.setup();
    renderPart(<Faq />);
    await user.click(screen.getByRole('button', { name: 'What is Oja?' }));
    expect(screen.getByRole('button', { name: 'What is Oja?' })).toHaveAttribute('aria-expanded', 'true');
    expect(questions().filter((button) => button.getAttribute('aria-expanded') === 'true')).toHaveLength(1);
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    renderPart(<Faq />);
    screen.getByRole('button', { name: 'How do I save a card?' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'How do I save a card?' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/saved with our licensed payment provider/)).toBeVisible();
  });
});
