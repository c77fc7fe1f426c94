import { useSession } from '@oja/shared/session';

/**
 * Only admins may call the admin API (docs/product/server-rules.md, Merchants Mgt for a merchant). A merchant may
 * open this screen, and gets its failure state without a request that the server would refuse with a 403.
 */
export function useIsAdmin(): boolean {
  return useSession((state) => state.user?.user_type === 'admin');
}
