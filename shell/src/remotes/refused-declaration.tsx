// At a path whose remote's declaration the shell refused (a newer contract, or something it cannot read): the
// area's failure message, in place of the page. Retry reloads the page, which fetches the newest shell and config.
import { useMemo } from 'react';
import { RefusedDeclarationError, RemoteFailure } from './remote-failure';

export function RefusedDeclaration({ area, reason }: { area: string; reason: string }) {
  const error = useMemo(() => new RefusedDeclarationError(reason), [reason]);
  return <RemoteFailure area={area} placement="page" error={error} onRetry={() => window.location.reload()} />;
}
