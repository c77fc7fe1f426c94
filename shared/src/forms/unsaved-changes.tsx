// Leaving a form that holds unsaved changes asks first: a navigation inside the app (a link, Back, Cancel, the
// browser's back button) is held by the router's blocker and confirmed in the shared Dialog; closing or reloading
// the tab gets the browser's own question (`beforeunload`, whose wording browsers do not let a page choose). When
// the server has ended the session, the way to sign-in is not asked about: there is nothing to stay for (a form
// that keeps a draft has kept what was typed, see drafts.ts).
// Needs a data router (`createBrowserRouter`, `createMemoryRouter`), which the shell and the harness both use.

import { sessionStore } from '@oja/shared/session';
import { Button, Dialog } from '@oja/shared/ui';
import { type ReactElement, useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';

export const UNSAVED_CHANGES_TEXTS = {
  title: 'Leave without saving?',
  description: 'The changes you made on this form have not been saved. If you leave now, they will be lost.',
  stay: 'Keep editing',
  leave: 'Leave without saving',
} as const;

export interface UnsavedChangesGuard {
  /** The confirmation dialog: render it anywhere in the form's tree. */
  prompt: ReactElement;
  /**
   * Lets the next navigation through without asking: call it right before leaving on purpose (after a save or a
   * delete), when the form still looks changed but nothing is lost.
   */
  release: () => void;
}

/** The server has just ended the session: the way to sign-in is not a choice to ask about. */
function sessionEndedByServer(): boolean {
  const { token, ended } = sessionStore.getState();
  return token === null && Boolean(ended);
}

export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const released = useRef(false);
  const shouldBlock = dirty && !released.current;
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }) =>
        dirty &&
        !released.current &&
        !sessionEndedByServer() &&
        (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
      [dirty],
    ),
  );

  useEffect(() => {
    if (!shouldBlock) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [shouldBlock]);

  const release = useCallback(() => {
    released.current = true;
  }, []);

  const open = blocker.state === 'blocked';
  const stay = () => blocker.reset?.();
  const prompt = (
    <Dialog
      open={open}
      onClose={stay}
      title={UNSAVED_CHANGES_TEXTS.title}
      description={UNSAVED_CHANGES_TEXTS.description}
      size="sm"
      actions={
        <>
          <Button variant="secondary" onClick={stay}>
            {UNSAVED_CHANGES_TEXTS.stay}
          </Button>
          <Button variant="danger" onClick={() => blocker.proceed?.()}>
            {UNSAVED_CHANGES_TEXTS.leave}
          </Button>
        </>
      }
    />
  );
  return { prompt, release };
}

export { valuesChanged } from './drafts';
