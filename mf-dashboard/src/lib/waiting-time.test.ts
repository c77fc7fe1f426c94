import { waitingTime } from './waiting-time';

const now = new Date('2026-03-10T12:00:00.000Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('waitingTime', () => {
  it('says nothing without a request waiting, or with a date it cannot read', () => {
    expect(waitingTime(null, now)).toBeNull();
    expect(waitingTime('not a date', now)).toBeNull();
  });

  it('counts hours under two days and days from then on, in the singular for one', () => {
    expect(waitingTime(before(20 * 60_000), now)).toBe('less than an hour');
    expect(waitingTime(before(3_600_000), now)).toBe('1 hour');
    expect(waitingTime(before(47 * 3_600_000), now)).toBe('47 hours');
    expect(waitingTime(before(48 * 3_600_000), now)).toBe('2 days');
    expect(waitingTime(before(10.5 * 24 * 3_600_000), now)).toBe('10 days');
  });
});
