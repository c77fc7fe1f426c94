// The path the shell (or the standalone harness, or a page test) mounted a remote's page at, so the remote builds
// its own links from it instead of hard-coding where the shell put it.
import { createContext, createElement, type ReactNode, useContext } from 'react';

const MountPathContext = createContext<string | null>(null);

export function MountPathProvider({ path, children }: { path: string; children?: ReactNode }) {
  return createElement(MountPathContext.Provider, { value: path }, children);
}

/** The page's mount path, e.g. `/dashboard/menu` (never with a trailing slash, except `/` itself). */
export function useMountPath(): string {
  const path = useContext(MountPathContext);
  if (path === null) {
    throw new Error(
      'useMountPath: this page is not inside a MountPathProvider (the shell, the harness and renderPage give one)',
    );
  }
  return path;
}

/** Joins a mount path and a sub-path: `joinPath('/dashboard/menu', 'items/new')`. */
export function joinPath(base: string, sub: string): string {
  const tail = sub.replace(/^\/+/, '');
  if (tail === '') return base;
  return base === '/' ? `/${tail}` : `${base}/${tail}`;
}
