// Which remote owns a path and a menu entry. The shell routes every live remote's pages and builds one menu from
// their entries: two pages on overlapping paths (equal, or one inside the other's `/*`) would leave the winner to
// the order of the runtime config, and two menu entries with one label would show one item for two pages. The
// deploy check refuses a remote that takes what another live remote holds, and the workspace's tests run the same
// check over every declaration, so the clash shows before any deploy.
import type { PageDeclaration, RemoteDeclaration } from './declaration';

interface PathShape {
  segments: string[];
  /** Ends with `/*`: every path below it is the page's too. */
  below: boolean;
}

function shapeOf(path: string): PathShape {
  const below = path.endsWith('/*');
  const base = below ? path.slice(0, -2) : path;
  return { segments: base.split('/').filter(Boolean), below };
}

const startsWith = (segments: string[], prefix: string[]) =>
  prefix.every((segment, index) => segments[index] === segment);

/** Whether two page paths can match one address: equal, or one inside the other's `/*`. */
export function pathsOverlap(first: string, second: string): boolean {
  const a = shapeOf(first);
  const b = shapeOf(second);
  if (a.segments.join('/') === b.segments.join('/')) return true;
  return (a.below && startsWith(b.segments, a.segments)) || (b.below && startsWith(a.segments, b.segments));
}

/** Whose menu shows a page's entry: its own roles, else every role the page admits. */
function menuRoles(page: PageDeclaration): readonly string[] {
  if (!page.nav) return [];
  return page.nav.roles ?? (page.access.kind === 'signed-in' ? page.access.roles : []);
}

/**
 * What `candidate` takes that a page of `others` holds: a path that overlaps another remote's page, or a menu
 * label that another remote's entry shows to one of the same roles. One line per clash, naming the owner.
 */
export function ownershipConflicts(candidate: RemoteDeclaration, others: readonly RemoteDeclaration[]): string[] {
  const conflicts: string[] = [];
  for (const other of others) {
    if (other.name === candidate.name) continue;
    for (const page of candidate.pages) {
      for (const held of other.pages) {
        if (pathsOverlap(page.path, held.path)) {
          conflicts.push(
            `${candidate.name}'s ${page.module} at ${page.path} overlaps ${held.path}, which ${other.name} owns (${held.module})`,
          );
        }
        const label = page.nav?.label;
        if (label && held.nav?.label.toLowerCase() === label.toLowerCase()) {
          const shared = menuRoles(page).filter((role) => menuRoles(held).includes(role));
          if (shared.length > 0) {
            conflicts.push(
              `${candidate.name}'s ${page.module} takes the menu entry "${label}" (${shared.join(', ')}), which ${other.name} owns (${held.module})`,
            );
          }
        }
      }
    }
  }
  return conflicts;
}

/** Every clash between the remotes of one site (each pair once). */
export function siteConflicts(remotes: readonly RemoteDeclaration[]): string[] {
  return remotes.flatMap((remote, index) => ownershipConflicts(remote, remotes.slice(index + 1)));
}
