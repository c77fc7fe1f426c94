import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteModule, RemoteLoadError, registerConfiguredRemotes } from './load-remote-module';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  registerGlobalPlugins: jest.fn(),
  satisfy: jest.fn(),
}));

const mockedLoad = jest.mocked(loadRemote);
const mockedRegister = jest.mocked(registerRemotes);

const DEFAULT_REMOTES = [
  { name: 'team_home', entry: 'http://localhost/remotes/home/0123456789ab/mf-manifest.json' },
  { name: 'team_signin', entry: 'http://localhost/remotes/signin/0123456789ab/mf-manifest.json' },
];

beforeEach(() => {
  jest.useFakeTimers();
  mockedLoad.mockReset();
  registerConfiguredRemotes(DEFAULT_REMOTES);
  mockedRegister.mockClear();
});
afterEach(() => jest.useRealTimers());

describe('loadRemoteModule', () => {
  it('registers every live remote with its manifest URL', () => {
    jest.useRealTimers();
    registerConfiguredRemotes([
      { name: 'team_home', entry: 'http://localhost/remotes/home/0123456789ab/mf-manifest.json' },
      { name: 'team_signin', entry: 'https://signin.cdn.example/mf-manifest.json' },
    ]);
    expect(mockedRegister).toHaveBeenCalledWith(
      expect.arrayContaining([
        { name: 'team_home', entry: 'http://localhost/remotes/home/0123456789ab/mf-manifest.json' },
        { name: 'team_signin', entry: 'https://signin.cdn.example/mf-manifest.json' },
      ]),
    );
  });

  it('returns the module when the remote answers', async () => {
    mockedLoad.mockResolvedValue({ default: 'Page' });
    await expect(loadRemoteModule('team_signin/SignInPage')).resolves.toEqual({ default: 'Page' });
  });

  it('retries fast failures twice, forgetting the remote each time, then gives up', async () => {
    mockedLoad.mockRejectedValue(new Error('connection refused'));
    const result = loadRemoteModule('team_signin/SignInPage').catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(250);
    await jest.advanceTimersByTimeAsync(750);
    const error = await result;
    expect(error).toBeInstanceOf(RemoteLoadError);
    expect((error as RemoteLoadError).reason).toBe('failed');
    expect(mockedLoad).toHaveBeenCalledTimes(3);
    // Each failure re-registers the remote with `force`, so the next attempt fetches it again.
    expect(mockedRegister).toHaveBeenCalledWith(
      [{ name: 'team_signin', entry: 'http://localhost/remotes/signin/0123456789ab/mf-manifest.json' }],
      {
        force: true,
      },
    );
  });

  it('recovers when a retry succeeds', async () => {
    mockedLoad.mockRejectedValueOnce(new Error('502')).mockResolvedValueOnce({ default: 'Page' });
    const result = loadRemoteModule('team_catalog/CatalogPage');
    await jest.advanceTimersByTimeAsync(250);
    await expect(result).resolves.toEqual({ default: 'Page' });
  });

  it('gives up on a remote that never answers once the deadline passes, without retrying', async () => {
    mockedLoad.mockReturnValue(new Promise(() => undefined));
    const result = loadRemoteModule('team_board/BoardPage').catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(4499);
    expect(mockedLoad).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    const error = await result;
    expect((error as RemoteLoadError).reason).toBe('timeout');
    expect(mockedLoad).toHaveBeenCalledTimes(1);
  });

  it('treats a module that exposes nothing as a failure', async () => {
    mockedLoad.mockResolvedValue(null);
    const result = loadRemoteModule('team_home/LandingPage').catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(1000);
    expect(await result).toBeInstanceOf(RemoteLoadError);
  });
});

describe('a remote built for shared modules this page lacks', () => {
  it('fails at once as incompatible, without retrying', async () => {
    jest.useRealTimers();
    const mismatch = new Error('load failed', {
      cause: Object.assign(new Error('team_signin needs @oja/shared/ui ^1.1.0, and this page has 1.0.0'), {
        name: 'SharedVersionError',
      }),
    });
    mockedLoad.mockRejectedValue(mismatch);
    const error = await loadRemoteModule('team_signin/SignInPage').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RemoteLoadError);
    expect((error as RemoteLoadError).reason).toBe('incompatible');
    expect(mockedLoad).toHaveBeenCalledTimes(1);
  });
});

describe('the deadline of a remote load', () => {
  test('is 4.5 s when the shell started quickly, and grows with a slow start up to 30 s', async () => {
    const { remoteDeadlineFor } = await import('./load-remote-module');
    expect(remoteDeadlineFor(0)).toBe(4500);
    expect(remoteDeadlineFor(1200)).toBe(4500);
    // Slow 3G: the shell alone arrives after about 16 s.
    expect(remoteDeadlineFor(16_000)).toBe(24_000);
    expect(remoteDeadlineFor(90_000)).toBe(30_000);
  });
});
