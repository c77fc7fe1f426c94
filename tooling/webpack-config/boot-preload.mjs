// Preload hints, in the host's page, for the chunks its start needs: the chunks of the entry's dynamic import (the
// shell's `import('./bootstrap')`) and of every shared module they consume (React, the router, @oja/shared...),
// followed through the shared modules those consume in turn. Without them the browser learns of these chunks only
// once the entry script has run: one more round trip before anything renders, two seconds on a slow 3G link.
// Ordinary dynamic imports further down (lazy pages, remotes) are not followed. Under a prerender the server holds
// these hints back until the page has painted (start-after-paint.mjs), so they need no lower priority of their own.
import HtmlWebpackPlugin from 'html-webpack-plugin';

const NAME = 'OjaBootPreload';

/** The JS files of the chunk groups the start loads, in the order found. */
export function bootFiles(compilation) {
  const { chunkGraph } = compilation;
  const files = new Set();
  const seen = new Set();
  const queue = [];
  const enqueue = (block) => {
    const group = chunkGraph.getBlockChunkGroup(block);
    if (group && !seen.has(group)) {
      seen.add(group);
      queue.push(group);
    }
  };
  const entry = compilation.entrypoints.get('main');
  if (!entry) return [];
  // The host provides what it consumes (its copy is the one on the page): a consumed module is loaded from the
  // chunk of the host's provided module, not from the consumer's own fallback chunk (the same code, another id).
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type === 'provide-module') provided.set(module._name, module);
  }
  // The start: the dynamic imports of the app's own modules in the entry chunk (not the federation runtime's).
  for (const chunk of entry.chunks) {
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.resource && !module.resource.includes('node_modules')) module.blocks.forEach(enqueue);
    }
  }
  while (queue.length > 0) {
    const group = queue.shift();
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'consume-shared-module') continue;
        (provided.get(module.options.shareKey) ?? module).blocks.forEach(enqueue);
      }
    }
  }
  return [...files];
}

export class BootPreloadPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const hints = bootFiles(compilation).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'script',
            href: `${data.publicPath}${file}`,
          }),
        );
        data.headTags.push(...hints);
        return data;
      });
    });
  }
}
