import { useStore } from 'zustand';
import { type Toast, toastStore } from './toast-store';

/** The toasts on screen, for a viewport to render. */
export function useToasts(): Toast[] {
  return useStore(toastStore, (state) => state.toasts);
}
