// A screen's hold on the token of a sign-in this web app does not keep (lib/token-hold.ts): taken when the screen
// shows, let go (revoked) when it goes, unless the screen released it or handed it over first.
import { useEffect, useState } from 'react';
import { useRevokeTokenMutation } from '../data/auth';
import { holdToken, type TokenHold } from '../lib/token-hold';

export function useTokenHold(token: string): TokenHold {
  const { mutate: revoke } = useRevokeTokenMutation();
  // One hold per token: the page mounts the screen afresh (keyed by the token) for every sign-in.
  const [hold] = useState(() => holdToken(token, revoke));
  useEffect(() => {
    hold.stay();
    return () => hold.leave();
  }, [hold]);
  return hold;
}
