// Where the built site lives: the shell at `/`, each remote under `/remotes/<name>/` from its own dist folder,
// exactly as separate deployments would serve them (DECISIONS.md "Running it"). A remote's name and package
// folder follow one rule, shared with the build tooling (tooling/webpack-config/remotes.mjs): `/remotes/menu/` is
// the package `mf-menu`. A new remote needs no change here.
export const SHELL_FOLDER = 'shell';

/** Lower-case words joined by single hyphens: nothing that could climb out of the site root. */
const REMOTE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The package folder of the remote served at `/remotes/<name>/`, or null for a name that cannot be one. */
export function remoteFolder(name: string): string | null {
  return REMOTE_NAME.test(name) ? `mf-${name}` : null;
}

/** Build output of a package: `<site root>/<folder>/dist`. */
export function distOf(siteRoot: string, folder: string): string {
  return `${siteRoot}/${folder}/dist`;
}
