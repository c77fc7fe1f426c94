import { useStore } from 'zustand';
import { type SessionState, sessionStore } from './session-store';

const wholeSession = (state: SessionState) => state;

/** The current session, or the part `select` picks; re-renders when it changes. */
export function useSession(): SessionState;
export function useSession<T>(select: (state: SessionState) => T): T;
export function useSession<T>(select?: (state: SessionState) => T): T | SessionState {
  return useStore<typeof sessionStore, T | SessionState>(sessionStore, select ?? wholeSession);
}
