import { isSharedVersionError, SharedVersionError, sharedVersionsPlugin } from './shared-versions';

jest.mock('@module-federation/enhanced/runtime', () => ({
  satisfy: (version: string, range: string) => {
    // Enough of semver's caret ranges for these cases.
    const [major, minor] = version.split('.').map(Number);
    const [wantMajor, wantMinor] = range.replace('^', '').split('.').map(Number);
    return major === wantMajor && (minor ?? 0) >= (wantMinor ?? 0);
  },
}));

type Args = Parameters<NonNullable<ReturnType<typeof sharedVersionsPlugin>['resolveShare']>>[0];

function resolve(requiredVersion: string, versions: Record<string, { from: string }>) {
  const fallback = jest.fn(() => ({ shared: 'the default choice' }));
  const args = {
    shareScopeMap: { default: { '@oja/shared/session': versions } },
    scope: 'default',
    pkgName: '@oja/shared/session',
    version: Object.keys(versions).at(-1),
    shareInfo: { from: 'team_remote', shareConfig: { singleton: true, requiredVersion } },
    resolver: fallback,
  } as unknown as Args;
  const plugin = sharedVersionsPlugin('shell');
  const result = plugin.resolveShare?.(args) ?? args;
  return { run: () => result.resolver(), fallback };
}

describe('sharedVersionsPlugin', () => {
  it("gives a remote the shell's copy when it meets the remote's range, even if the remote brought a newer one", () => {
    const versions = { '1.0.0': { from: 'shell' }, '1.1.0': { from: 'team_remote' } };
    const { run, fallback } = resolve('^1.0.0', versions);
    expect(run()).toEqual({ shared: versions['1.0.0'], useTreesShaking: false });
    expect(fallback).not.toHaveBeenCalled();
  });

  it('refuses a remote that needs more than the shell has, naming the package and both versions', () => {
    const { run } = resolve('^1.1.0', { '1.0.0': { from: 'shell' }, '1.1.0': { from: 'team_remote' } });
    expect(run).toThrow(SharedVersionError);
    expect(run).toThrow('team_remote needs @oja/shared/session ^1.1.0, and this page has 1.0.0');
  });

  it('refuses a remote built for another major', () => {
    const { run } = resolve('^2.0.0', { '1.0.0': { from: 'shell' } });
    expect(run).toThrow(SharedVersionError);
  });

  it("leaves a module the shell does not provide to the runtime's own choice", () => {
    const { run, fallback } = resolve('^1.0.0', { '1.0.0': { from: 'team_other' } });
    run();
    expect(fallback).toHaveBeenCalled();
  });

  it('recognises the error through causes', () => {
    const error = new SharedVersionError('react', '19.3.1', '^20.0.0', 'team_remote');
    expect(isSharedVersionError(new Error('load failed', { cause: error }))).toBe(true);
    expect(isSharedVersionError(new Error('connection refused'))).toBe(false);
  });
});
