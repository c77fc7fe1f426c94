import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig, devRuntimeConfig } from '@oja/webpack-config';

const appDir = path.dirname(fileURLToPath(import.meta.url));

// The shell names no remote: in production the server assembles /runtime-config.json from what is deployed; the
// dev server assembles it from the workspace's remotes and their dev servers.
export default createAppConfig({
  appDir,
  name: 'shell',
  kind: 'host',
  title: 'Oja',
  staticFiles: {
    'favicon.svg': { file: path.join(appDir, 'src/assets/favicon.svg') },
  },
  devRoutes: (app) =>
    app.get('/runtime-config.json', (_request, response, next) => {
      devRuntimeConfig().then((config) => response.json(config), next);
    }),
});
