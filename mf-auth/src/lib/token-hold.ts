// A token the server issued to someone this web app does not keep signed in (a merchant whose application is under
// review), held in memory while a screen still needs it and revoked exactly once: as soon as the screen says it is
// done with it (`release`), or when the screen goes away (`leave`), unless the screen hands it over to a session it
// keeps (`handOver`: a rejected merchant going on to its application area).
//
// Leaving is deferred by one tick and can be called off (`stay`): React's development mode unmounts and mounts a
// component once more on purpose, and that rehearsal must not cost the screen its token.

export type Schedule = (run: () => void) => () => void;

const nextTick: Schedule = (run) => {
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
};

export interface TokenHold {
  readonly token: string;
  /** Still usable: neither released nor left for good. */
  readonly alive: boolean;
  /** Revokes the token now (once; later calls do nothing). */
  release(): void;
  /** The screen went away: the token is revoked on the next tick unless `stay` is called first. */
  leave(): void;
  /** The screen is (back) on the page: calls off a `leave` that has not run yet. */
  stay(): void;
  /** The token now belongs to a kept session: it is never revoked here. */
  handOver(): void;
}

export function holdToken(token: string, revoke: (token: string) => void, schedule: Schedule = nextTick): TokenHold {
  let released = false;
  let cancelLeave: (() => void) | null = null;
  const release = () => {
    cancelLeave?.();
    cancelLeave = null;
    if (released) return;
    released = true;
    revoke(token);
  };
  return {
    token,
    get alive() {
      return !released;
    },
    release,
    leave() {
      if (released || cancelLeave) return;
      cancelLeave = schedule(release);
    },
    stay() {
      cancelLeave?.();
      cancelLeave = null;
    },
    handOver() {
      cancelLeave?.();
      cancelLeave = null;
      released = true;
    },
  };
}
