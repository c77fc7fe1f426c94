// Where the built site lives: the shell at `/`, each remote under `/remotes/<name>/` from its own dist folder,
// exactly as separate deployments would serve them (DECISIONS.md "Running it"). The one table to change when a
// remote is added.
export const SHELL_FOLDER = 'shell';

export const REMOTE_FOLDERS = {
  landing: 'mf-landing',
  auth: 'mf-auth',
  'merchant-onboarding': 'mf-merchant-onboarding',
  'admin-merchants': 'mf-admin-merchants',
  menu: 'mf-menu',
  dashboard: 'mf-dashboard',
} as const satisfies Record<string, string>;

export type RemoteName = keyof typeof REMOTE_FOLDERS;

export function isRemoteName(name: string): name is RemoteName {
  return Object.hasOwn(REMOTE_FOLDERS, name);
}

/** Build output of a package: `<site root>/<folder>/dist`. */
export function distOf(siteRoot: string, folder: string): string {
  return `${siteRoot}/${folder}/dist`;
}
