// The host's page starts its entry script only once the page has painted (src/start/start-after-paint.ts says why
// and how). Its `<script defer>` becomes a preload where it was (the download starts as early as before) and an
// inline script at the end of the body adds it: that module, compiled and minified here at build time, called with
// the entry's URL. The site's Content Security Policy allows this one inline script by its hash (the server reads it
// from the live shell's page: api/src/site/site.ts).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { minifySync, transformSync } from '@swc/core';
import HtmlWebpackPlugin from 'html-webpack-plugin';

const NAME = 'OjaStartAfterPaint';
const MODULE = fileURLToPath(new URL('./src/start/start-after-paint.ts', import.meta.url));

/**
 * The inline script: the start module's code in a function scope (its `export`s dropped: the module stands alone),
 * its `startAfterPaint` called with `entrySrc`.
 */
export function startAfterPaintScript(entrySrc) {
  const source = readFileSync(MODULE, 'utf8').replace(/^export /gm, '');
  if (/^(?:import|export)\b/m.test(source)) throw new Error(`${NAME}: ${MODULE} must stand alone`);
  const { code } = transformSync(source, {
    filename: MODULE,
    isModule: false,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    sourceMaps: false,
  });
  const script = `(function(){${code}\nstartAfterPaint(${JSON.stringify(entrySrc)})})()`;
  return minifySync(script, { compress: { passes: 2 }, mangle: true, ecma: 2022 }).code.replace(/;$/, '');
}

export class StartAfterPaintPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const entryFiles = new Set(compilation.entrypoints.get('main')?.getFiles() ?? []);
        const isEntry = (tag) =>
          tag.tagName === 'script' &&
          typeof tag.attributes.src === 'string' &&
          entryFiles.has(tag.attributes.src.slice(data.publicPath.length));
        const entries = data.headTags.filter(isEntry);
        if (entries.length !== 1) {
          compilation.errors.push(new Error(`${NAME}: expected one entry script in the page, found ${entries.length}`));
          return data;
        }
        const [entry] = entries;
        const src = entry.attributes.src;
        data.headTags.splice(
          data.headTags.indexOf(entry),
          1,
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: src }),
        );
        data.bodyTags.push(HtmlWebpackPlugin.createHtmlTagObject('script', {}, startAfterPaintScript(src)));
        return data;
      });
    });
  }
}
