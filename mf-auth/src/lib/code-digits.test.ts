import { spreadDigits } from './code-digits';

describe('spreadDigits', () => {
  it('writes digits from a position, drops the rest, and stops at the last box', () => {
    expect(spreadDigits(['', '', '', '', ''], 3, 'a1b2c3')).toEqual({ digits: ['', '', '', '1', '2'], next: 4 });
    expect(spreadDigits(['9', '9', '', '', ''], 0, '12')).toEqual({ digits: ['1', '2', '', '', ''], next: 2 });
  });
});
