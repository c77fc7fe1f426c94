import { loadRuntimeConfig, RuntimeConfigError } from './runtime-config';

const valid = {
  apiBaseUrl: '/api',
  remotes: {
    mf_landing: '/remotes/landing/mf-manifest.json',
    mf_auth: '/remotes/auth/mf-manifest.json',
    mf_merchant_onboarding: '/remotes/merchant-onboarding/mf-manifest.json',
    mf_admin_merchants: '/remotes/admin-merchants/mf-manifest.json',
    mf_menu: 'https://menu.cdn.example.ng/mf-manifest.json',
    mf_dashboard: '/remotes/dashboard/mf-manifest.json',
  },
};

const answer = (status: number, body: unknown): typeof fetch =>
  jest.fn(async () => ({ ok: status < 400, status, json: async () => body }) as Response);

describe('loadRuntimeConfig', () => {
  it('reads the API address and every remote, uncached', async () => {
    const fetchImpl = answer(200, valid);
    await expect(loadRuntimeConfig(fetchImpl)).resolves.toEqual(valid);
    expect(fetchImpl).toHaveBeenCalledWith('/runtime-config.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('refuses a config that misses a remote, naming what is wrong', async () => {
    const { mf_menu: _missing, ...remotes } = valid.remotes;
    await expect(loadRuntimeConfig(answer(200, { ...valid, remotes }))).rejects.toThrow(/remotes\.mf_menu/);
  });

  it('refuses an empty API address', async () => {
    await expect(loadRuntimeConfig(answer(200, { ...valid, apiBaseUrl: '' }))).rejects.toBeInstanceOf(
      RuntimeConfigError,
    );
  });

  it('fails clearly when the file is missing or not JSON', async () => {
    await expect(loadRuntimeConfig(answer(404, null))).rejects.toThrow('/runtime-config.json answered 404');
    const notJson: typeof fetch = jest.fn(
      async () => ({ ok: true, status: 200, json: async () => JSON.parse('<html>') }) as Response,
    );
    await expect(loadRuntimeConfig(notJson)).rejects.toThrow('could not be read');
  });
});
