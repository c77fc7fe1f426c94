import { render, screen } from '@testing-library/react';
import * as v from 'valibot';
import { declarationOf, defineRemote, mountPathOf, type PageModule, remoteDeclarationSchema } from './declaration';
import { joinPath, MountPathProvider, useMountPath } from './mount-path';

const Page = () => null;

function Where() {
  return <p>{useMountPath()}</p>;
}
const definition = defineRemote({
  name: 'team_menu',
  folder: 'menu',
  devPort: 3105,
  pages: {
    MenuPage: {
      load: async (): Promise<PageModule> => ({ default: Page }),
      path: '/dashboard/menu/*',
      access: { kind: 'signed-in', roles: ['merchant'] },
      chrome: 'dashboard',
      title: '  Product Mgt ',
      area: 'Product management',
    },
  },
});

describe('declarations', () => {
  it('turns a definition into its JSON form, trimmed, with defaults and the contract', () => {
    expect(declarationOf(definition)).toEqual({
      contract: 1,
      name: 'team_menu',
      folder: 'menu',
      devPort: 3105,
      pages: [
        {
          module: 'MenuPage',
          path: '/dashboard/menu/*',
          access: { kind: 'signed-in', roles: ['merchant'] },
          chrome: 'dashboard',
          title: 'Product Mgt',
          area: 'Product management',
          prerender: false,
        },
      ],
    });
  });

  it('refuses what would break the site or climb out of a folder, saying where', () => {
    const bad = (changes: Record<string, unknown>) =>
      v.safeParse(remoteDeclarationSchema, { ...declarationOf(definition), ...changes }).success;
    expect(bad({ folder: '../shell' })).toBe(false);
    expect(bad({ name: 'mf-menu' })).toBe(false);
    expect(bad({ contract: 2 })).toBe(false);
    expect(bad({ pages: [] })).toBe(false);
    expect(() => declarationOf({ ...definition, devPort: 80 })).toThrow(/devPort/);
  });

  it('takes a page for merchants whose application is not approved only outside the dashboard chrome', () => {
    const page = declarationOf(definition).pages[0];
    const withStatuses = (chrome: 'none' | 'dashboard', merchantStatuses: unknown) =>
      v.safeParse(remoteDeclarationSchema, {
        ...declarationOf(definition),
        pages: [{ ...page, chrome, access: { kind: 'signed-in', roles: ['merchant'], merchantStatuses } }],
      }).success;
    expect(withStatuses('none', ['rejected'])).toBe(true);
    expect(withStatuses('dashboard', ['rejected'])).toBe(false);
    expect(withStatuses('none', [])).toBe(false);
    expect(withStatuses('none', ['asleep'])).toBe(false);
  });
});

describe('mount paths', () => {
  it('are the declared path without its /*', () => {
    expect(mountPathOf('/dashboard/menu/*')).toBe('/dashboard/menu');
    expect(mountPathOf('/')).toBe('/');
    expect(mountPathOf('/*')).toBe('/');
    expect(joinPath('/dashboard/menu', 'items/new')).toBe('/dashboard/menu/items/new');
    expect(joinPath('/', '/login')).toBe('/login');
    expect(joinPath('/dashboard', '')).toBe('/dashboard');
  });

  it('are given to the page by its provider, and missing one is a clear error', () => {
    render(
      <MountPathProvider path="/dashboard/menu">
        <Where />
      </MountPathProvider>,
    );
    expect(screen.getByText('/dashboard/menu')).toBeInTheDocument();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Where />)).toThrow(/not inside a MountPathProvider/);
  });
});
