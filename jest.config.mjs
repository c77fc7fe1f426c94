// Unit and component tests of the front-end packages: one jest project per package, one transform (swc). The
// packages are found, not listed: the shared library, the shell, the tooling packages with tests, and every
// remote (a folder with a declaration, src/remote.ts). The API's tests run with Node's own test runner against a
// real database (see api/README.md).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));
const folders = (parent) =>
  readdirSync(path.join(root, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.posix.join(parent, entry.name).replace(/^\.\//, ''));
const isRemote = (dir) => existsSync(path.join(root, dir, 'src', 'remote.ts'));
const hasSource = (dir) => existsSync(path.join(root, dir, 'src')) && existsSync(path.join(root, dir, 'package.json'));

export const packages = [
  'shared',
  'shell',
  ...folders('tooling').filter(hasSource),
  ...folders('.').filter(isRemote).sort(),
];

const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
    },
    module: { type: 'commonjs' },
  },
];

/** One package's project (a remote's own `pnpm test` runs just its project). */
export function project(dir) {
  return {
    displayName: dir,
    rootDir: path.join(root, dir),
    // jsdom with Node's fetch globals (Request, Response, streams, AbortSignal): what MSW's setupServer needs, and
    // what a data router builds per navigation.
    testEnvironment: 'jest-fixed-jsdom',
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: { '^.+\\.[cm]?[jt]sx?$': swcTransform },
    // The shared package's public entries, as a federated app imports them (its package.json `exports`).
    moduleNameMapper: {
      '^@oja/shared/contract/(.+)$': path.join(root, 'shared/src/contract/groups/$1.ts'),
      '^@oja/shared/(.*)$': path.join(root, 'shared/src/$1/index.ts'),
      '\\.(png|jpe?g|webp|avif|gif|svg)$': path.join(root, 'tooling/jest/file-stub.cjs'),
      // A style sheet imported as text (`?raw`, webpack's asset/source): jsdom draws nothing, any string will do.
      '\\.css\\?raw$': path.join(root, 'tooling/jest/file-stub.cjs'),
    },
    setupFilesAfterEnv: [path.join(root, 'tooling/jest/setup.ts')],
    // echarts, zrender and swiper ship ES modules only: transform them too, so the dashboard's charts and the landing
    // page's carousel are tested for real; so do a few of MSW's own dependencies.
    transformIgnorePatterns: [
      '/node_modules/\\.pnpm/(?!(echarts|zrender|swiper|ssr-window|dom7|rettime|until-async|@open-draft\\+[^/]+|@mswjs\\+[^/]+)@)',
    ],
  };
}

export default {
  projects: packages.map(project),
  // user-event tests of whole forms take a few hundred ms on a quiet machine and several seconds on a loaded one
  // (CI beside other jobs); the default 5 s made them fail for the machine's sake, not the code's.
  testTimeout: 20_000,
};
