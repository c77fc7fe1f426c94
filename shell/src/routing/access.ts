// The shell's access rules are the platform's (`decideAccess` in @oja/shared/platform, which the standalone
// harness applies too); what only the shell adds is who may see its dashboard chrome.
import type { Access } from '@oja/shared/platform';
import { DASHBOARD_USER_TYPES } from '@oja/shared/validation';

export { type Access, type Decision, decideAccess } from '@oja/shared/platform';

/** Who may see the dashboard chrome at all: the user types this web app signs in. */
export const DASHBOARD_CHROME_ACCESS: Access = { kind: 'signed-in', roles: [...DASHBOARD_USER_TYPES] };
