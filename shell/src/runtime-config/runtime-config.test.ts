import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RUNTIME_CONFIG_PATH } from '@oja/shared/platform';
import { loadRuntimeConfig, RuntimeConfigError } from './runtime-config';

const valid = {
  apiBaseUrl: '/api',
  remotes: [
    { manifest: '/remotes/home/0123456789ab/mf-manifest.json', declaration: { contract: 1 } },
    { manifest: 'https://menu.cdn.example.ng/mf-manifest.json', declaration: { anything: 'checked later' } },
  ],
};

const answer = (status: number, body: unknown): typeof fetch =>
  jest.fn(async () => ({ ok: status < 400, status, json: async () => body }) as Response);

describe('loadRuntimeConfig', () => {
  it('reads the API address and every remote, never from a stale cache', async () => {
    const fetchImpl = answer(200, valid);
    await expect(loadRuntimeConfig(fetchImpl)).resolves.toEqual(valid);
    expect(fetchImpl).toHaveBeenCalledWith('/runtime-config.json', expect.objectContaining({ cache: 'no-cache' }));
  });

  it('is preloaded by the first HTML, at the path it is read from', () => {
    const html = readFileSync(path.join(__dirname, '..', 'index.html'), 'utf8');
    expect(html).toContain(`<link rel="preload" href="${RUNTIME_CONFIG_PATH}" as="fetch" crossorigin="anonymous" />`);
  });

  it('refuses a remote without its manifest, naming what is wrong', async () => {
    const remotes = [valid.remotes[0], { declaration: {} }];
    await expect(loadRuntimeConfig(answer(200, { ...valid, remotes }))).rejects.toThrow(/remotes\.1\.manifest/);
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
