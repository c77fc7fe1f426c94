// Everything about this remote's build (federation name, exposed pages, dev port, remote.json) comes from its
// declaration, src/remote.ts.
import { createRemoteConfig } from '@oja/webpack-config';

export default createRemoteConfig(import.meta.url);
