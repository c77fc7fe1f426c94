import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig, runtimeConfig } from '@oja/webpack-config';

const appDir = path.dirname(fileURLToPath(import.meta.url));

export default createAppConfig({
  appDir,
  name: 'shell',
  kind: 'host',
  title: 'Oja',
  staticFiles: {
    'favicon.svg': { file: path.join(appDir, 'src/assets/favicon.svg') },
    // The production default: every remote on this origin. A deployment edits this file (or points the server
    // at another one with OJA_RUNTIME_CONFIG) to move a remote, without rebuilding the shell.
    'runtime-config.json': `${JSON.stringify(runtimeConfig('production'), null, 2)}\n`,
  },
  devRoutes: (app) =>
    app.get('/runtime-config.json', (_request, response) => response.json(runtimeConfig('development'))),
});
