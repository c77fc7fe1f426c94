// Leaving a form (saved, cancelled, deleted, or "Back to Menu Management") returns to the list. Opened from the
// list, it steps back in history, so the browser's back button does not reopen the form just left; opened
// directly (a bookmark, a reload), it replaces the form's entry with the list.
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useMenuPaths } from './use-menu-paths';

export function useLeaveForm(): () => void {
  const navigate = useNavigate();
  const menuPaths = useMenuPaths();
  const location = useLocation();
  const fromList = (location.state as { fromList?: boolean } | null)?.fromList === true;
  return useCallback(() => {
    if (fromList) navigate(-1);
    else navigate(menuPaths.list, { replace: true });
  }, [fromList, navigate, menuPaths.list]);
}
