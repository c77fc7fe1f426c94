// Signing out is the same for the dashboards (`/auth/logout`) and the apps (`/app/auth/logout`): the token of the
// request is revoked. Only who may call it, and so how it is refused, differs.
import type { Principal } from '../../db/repositories/tokens';
import { answerDone } from '../../http/envelope';

/** The summary and handler of a sign-out route, over the service's `logout`. */
export function signOutRoute(logout: (principal: Principal) => Promise<void>) {
  return {
    summary: 'Revoke the token of this request',
    handler: answerDone('Logged out successfully', ({ principal }: { principal: Principal }) => logout(principal)),
  };
}
