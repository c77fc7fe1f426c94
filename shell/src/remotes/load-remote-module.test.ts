import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteModule, RemoteLoadError, registerConfiguredRemotes } from './load-remote-module';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const mockedLoad = jest.mocked(loadRemote);
const mockedRegister = jest.mocked(registerRemotes);

const DEFAULT_CONFIG = {
  mf_landing: '/remotes/landing/mf-manifest.json',
  mf_auth: '/remotes/auth/mf-manifest.json',
  mf_merchant_onboarding: '/remotes/merchant-onboarding/mf-manifest.json',
  mf_admin_merchants: '/remotes/admin-merchants/mf-manifest.json',
  mf_menu: '/remotes/menu/mf-manifest.json',
  mf_dashboard: '/remotes/dashboard/mf-manifest.json',
};

beforeEach(() => {
  jest.useFakeTimers();
  mockedLoad.mockReset();
  registerConfiguredRemotes(DEFAULT_CONFIG);
  mockedRegister.mockClear();
});
afterEach(() => jest.useRealTimers());

describe('loadRemoteModule', () => {
  it('registers every remote with an absolute manifest URL', () => {
    jest.useRealTimers();
    registerConfiguredRemotes({
      mf_landing: '/remotes/landing/mf-manifest.json',
      mf_auth: 'https://auth.cdn.example/mf-manifest.json',
      mf_merchant_onboarding: '/a',
      mf_admin_merchants: '/b',
      mf_menu: '/c',
      mf_dashboard: '/d',
    });
    expect(mockedRegister).toHaveBeenCalledWith(
      expect.arrayContaining([
        { name: 'mf_landing', entry: 'http://localhost/remotes/landing/mf-manifest.json' },
        { name: 'mf_auth', entry: 'https://auth.cdn.example/mf-manifest.json' },
      ]),
    );
  });

  it('returns the module when the remote answers', async () => {
    mockedLoad.mockResolvedValue({ default: 'Page' });
    await expect(loadRemoteModule('mf_auth/LoginPage')).resolves.toEqual({ default: 'Page' });
  });

  it('retries fast failures twice, forgetting the remote each time, then gives up', async () => {
    mockedLoad.mockRejectedValue(new Error('connection refused'));
    const result = loadRemoteModule('mf_auth/LoginPage').catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(250);
    await jest.advanceTimersByTimeAsync(750);
    const error = await result;
    expect(error).toBeInstanceOf(RemoteLoadError);
    expect((error as RemoteLoadError).reason).toBe('failed');
    expect(mockedLoad).toHaveBeenCalledTimes(3);
    // Each failure re-registers the remote with `force`, so the next attempt fetches it again.
    expect(mockedRegister).toHaveBeenCalledWith(
      [{ name: 'mf_auth', entry: 'http://localhost/remotes/auth/mf-manifest.json' }],
      {
        force: true,
      },
    );
  });

  it('recovers when a retry succeeds', async () => {
    mockedLoad.mockRejectedValueOnce(new Error('502')).mockResolvedValueOnce({ default: 'Page' });
    const result = loadRemoteModule('mf_menu/MenuPage');
    await jest.advanceTimersByTimeAsync(250);
    await expect(result).resolves.toEqual({ default: 'Page' });
  });

  it('gives up on a remote that never answers once the deadline passes, without retrying', async () => {
    mockedLoad.mockReturnValue(new Promise(() => undefined));
    const result = loadRemoteModule('mf_dashboard/DashboardPage').catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(4499);
    expect(mockedLoad).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    const error = await result;
    expect((error as RemoteLoadError).reason).toBe('timeout');
    expect(mockedLoad).toHaveBeenCalledTimes(1);
  });

  it('treats a module that exposes nothing as a failure', async () => {
    mockedLoad.mockResolvedValue(null);
    const result = loadRemoteModule('mf_landing/LandingPage').catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(1000);
    expect(await result).toBeInstanceOf(RemoteLoadError);
  });
});
