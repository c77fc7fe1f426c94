import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CodeInputs } from './code-inputs';

function Harness({ error, onDigits }: { error?: string; onDigits?: (digits: string[]) => void }) {
  const [digits, setDigits] = useState(['', '', '', '', '']);
  return (
    <CodeInputs
      label="Enter the 5-digit code"
      digits={digits}
      error={error}
      onChange={(next) => {
        setDigits(next);
        onDigits?.(next);
      }}
    />
  );
}

const boxes = () => screen.getAllByRole('textbox');
const values = () => boxes().map((box) => (box as HTMLInputElement).value);

/** The boxes with 1, 2 and 3 typed from the first one; the user-event instance to go on with. */
async function typed123() {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(boxes()[0] as HTMLElement);
  await user.keyboard('123');
  return user;
}

describe('CodeInputs', () => {
  it('draws five labelled single-digit boxes for a numeric keyboard and one-time-code autofill', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Enter the 5-digit code' })).toBeInTheDocument();
    expect(boxes()).toHaveLength(5);
    boxes().forEach((box, index) => {
      expect(box).toHaveAccessibleName(`Digit ${index + 1} of 5`);
      expect(box).toHaveAttribute('inputmode', 'numeric');
      expect(box).toHaveAttribute('autocomplete', 'one-time-code');
    });
  });

  it('moves on when the digit typed over a selected box is the one it held', async () => {
    const user = await typed123();
    // Back to the first box: focusing selects its digit; typing the same digit moves on as any digit does.
    await user.click(boxes()[0] as HTMLElement);
    expect(boxes()[0]).toHaveFocus();
    await user.keyboard('1');
    expect(values()).toEqual(['1', '2', '3', '', '']);
    expect(boxes()[1]).toHaveFocus();
    await user.keyboard('2');
    expect(boxes()[2]).toHaveFocus();
  });

  it('moves to the next box as digits are typed, and ignores anything else', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0] as HTMLElement);
    await user.keyboard('1a2-3');
    expect(values()).toEqual(['1', '2', '3', '', '']);
    expect(boxes()[3]).toHaveFocus();
  });

  it('fills the boxes from a paste, stripping everything that is not a digit', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[2] as HTMLElement);
    await user.paste(' 12-3 4x5 ');
    expect(values()).toEqual(['1', '2', '3', '4', '5']);
    expect(boxes()[4]).toHaveFocus();
  });

  it('fills from the box pasted into when the paste holds fewer digits than the boxes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[1] as HTMLElement);
    await user.paste('7a8');
    expect(values()).toEqual(['', '7', '8', '', '']);
    expect(boxes()[3]).toHaveFocus();
  });

  it('ignores a paste without digits', async () => {
    const user = userEvent.setup();
    const onDigits = jest.fn();
    render(<Harness onDigits={onDigits} />);
    await user.click(boxes()[0] as HTMLElement);
    await user.paste('abc');
    expect(onDigits).not.toHaveBeenCalled();
    expect(values()).toEqual(['', '', '', '', '']);
  });

  it('goes back with Backspace: clears the box, then moves to the previous one and clears it', async () => {
    const user = await typed123();
    expect(boxes()[3]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(values()).toEqual(['1', '2', '', '', '']);
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(values()).toEqual(['1', '', '', '', '']);
    expect(boxes()[1]).toHaveFocus();
  });

  it('replaces a digit typed over, and moves with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0] as HTMLElement);
    await user.keyboard('12');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(boxes()[0]).toHaveFocus();
    await user.keyboard('9');
    expect(values()).toEqual(['9', '2', '', '', '']);
    expect(boxes()[1]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(boxes()[2]).toHaveFocus();
  });

  it('spreads a whole code typed into one box at once (phone autofill)', () => {
    render(<Harness />);
    fireEvent.change(boxes()[0] as HTMLElement, { target: { value: '54321' } });
    expect(values()).toEqual(['5', '4', '3', '2', '1']);
  });

  it('marks every box invalid and reads the error with the group', () => {
    render(<Harness error="Reset code must be 5 digits" />);
    for (const box of boxes()) expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group')).toHaveAccessibleDescription('Reset code must be 5 digits');
  });
});
