// Renders a page that lives in a remote: loads it at run time, shows a loading state, and confines any failure
// (down, hanging, throwing while rendering) to this area with a Retry that really fetches the remote again.
import { MountPathProvider, type PageModule } from '@oja/shared/platform';
import { type ComponentType, startTransition, useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { forgetRemote, loadRemoteModule, RemoteLoadError } from './load-remote-module';
import { releasePrerender } from './prerendered-page';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFailure } from './remote-failure';
import { RemoteLoading } from './remote-loading';

export interface RemotePageProps {
  /** `<remote>/<exposed module>`, e.g. `team_sign_in/LoginPage`; the module's default export is the page. */
  moduleId: string;
  /** Where the page is mounted (its declared path without `/*`): the page builds its own links from it. */
  mountPath: string;
  /** How people call this part of the site, for the failure message ("Sign in", "Product management"). */
  area: string;
  /** Where the loading and failure states sit: a full page, or the content column of the dashboard. */
  placement: 'page' | 'dashboard';
}

// Its own small state machine rather than the page's TanStack Query client: what it holds is not server state
// (an answer to cache, share, invalidate or refetch in the background) but a code module, loaded once through the
// federation runtime with a deadline of its own, whose Retry must make the runtime forget the remote's container
// and fetch it again. A query cache would add a second cache beside the runtime's and could not do that reset.
type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; Page: ComponentType }
  | { status: 'failed'; error: unknown };

// Pages already loaded render at once when the user comes back to them: no loading flash between dashboard pages.
const loadedPages = new Map<string, ComponentType>();

function initialState(moduleId: string): LoadState {
  const Page = loadedPages.get(moduleId);
  return Page ? { status: 'ready', Page } : { status: 'loading' };
}

export function RemotePage({ moduleId, mountPath, area, placement }: RemotePageProps) {
  const [state, setState] = useState<LoadState>(() => initialState(moduleId));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // A page already loaded started in its ready state (the route keys this component by module id).
    if (attempt === 0 && loadedPages.has(moduleId)) return;
    let current = true;
    setState({ status: 'loading' });
    loadRemoteModule<PageModule>(moduleId)
      .then((module) => {
        if (typeof module.default !== 'function' && typeof module.default !== 'object') {
          throw new RemoteLoadError(moduleId, 'failed');
        }
        loadedPages.set(moduleId, module.default);
        // A transition: React renders a large page in slices and keeps the main thread free for input (what is on
        // screen meanwhile, the prerender or the loading state, stays until the page is ready to commit).
        if (current) startTransition(() => setState({ status: 'ready', Page: module.default }));
      })
      .catch((error: unknown) => {
        console.error(`[oja] ${moduleId} could not be loaded`, error);
        if (current) setState({ status: 'failed', error });
      });
    return () => {
      current = false;
    };
  }, [moduleId, attempt]);

  // After the page (or its failure state) is in the DOM and before the browser paints: the server's prerendered
  // copy gives way in the same frame.
  useLayoutEffect(() => {
    if (state.status !== 'loading') releasePrerender();
  }, [state.status]);

  const reload = useCallback(() => {
    loadedPages.delete(moduleId);
    forgetRemote(moduleId);
    setAttempt((count) => count + 1);
  }, [moduleId]);

  if (state.status === 'loading') return <RemoteLoading placement={placement} area={area} />;
  if (state.status === 'failed') {
    return <RemoteFailure area={area} placement={placement} error={state.error} onRetry={reload} />;
  }
  const { Page } = state;
  return (
    <RemoteErrorBoundary
      key={`${moduleId}:${attempt}`}
      fallback={(error) => <RemoteFailure area={area} placement={placement} error={error} onRetry={reload} />}
    >
      <MountPathProvider path={mountPath}>
        <Page />
      </MountPathProvider>
    </RemoteErrorBoundary>
  );
}
