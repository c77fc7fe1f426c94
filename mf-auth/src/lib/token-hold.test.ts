import { holdToken, type Schedule } from './token-hold';

/** A schedule run by hand: `tick()` runs what is due. */
function manualSchedule() {
  let due: (() => void) | null = null;
  const schedule: Schedule = (run) => {
    due = run;
    return () => {
      due = null;
    };
  };
  return {
    schedule,
    tick() {
      const run = due;
      due = null;
      run?.();
    },
  };
}

/** A hold on `t1` with a hand-run clock, and its revoke spy. */
function held() {
  const revoke = jest.fn();
  const clock = manualSchedule();
  return { revoke, clock, hold: holdToken('t1', revoke, clock.schedule) };
}

describe('holdToken', () => {
  it('revokes the token once when released, however often release is called', () => {
    const revoke = jest.fn();
    const hold = holdToken('t1', revoke);
    expect(hold.alive).toBe(true);
    hold.release();
    hold.release();
    hold.leave();
    expect(revoke).toHaveBeenCalledTimes(1);
    expect(revoke).toHaveBeenCalledWith('t1');
    expect(hold.alive).toBe(false);
  });

  it('revokes the token on the tick after the screen is left', () => {
    const { revoke, clock, hold } = held();
    hold.leave();
    expect(revoke).not.toHaveBeenCalled();
    clock.tick();
    expect(revoke).toHaveBeenCalledWith('t1');
    expect(hold.alive).toBe(false);
  });

  it('keeps the token when the screen comes back before the tick (the development remount)', () => {
    const { revoke, clock, hold } = held();
    hold.leave();
    hold.stay();
    clock.tick();
    expect(revoke).not.toHaveBeenCalled();
    expect(hold.alive).toBe(true);
    // Leaving for good afterwards still revokes it.
    hold.leave();
    clock.tick();
    expect(revoke).toHaveBeenCalledTimes(1);
  });

  it('a release while a leave is due revokes at once, and the due leave adds nothing', () => {
    const { revoke, clock, hold } = held();
    hold.leave();
    hold.release();
    clock.tick();
    expect(revoke).toHaveBeenCalledTimes(1);
  });

  it('leaves on the next tick of the real clock by default', () => {
    jest.useFakeTimers();
    try {
      const revoke = jest.fn();
      const hold = holdToken('t1', revoke);
      hold.leave();
      expect(revoke).not.toHaveBeenCalled();
      jest.runAllTimers();
      expect(revoke).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('never revokes a token handed over to a kept session, even after a leave', () => {
    const { revoke, clock, hold } = held();
    hold.leave();
    hold.handOver();
    clock.tick();
    hold.leave();
    clock.tick();
    hold.release();
    expect(revoke).not.toHaveBeenCalled();
  });
});
