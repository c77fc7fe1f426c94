// The declaration modules' constants that no code reads are left out of a build (pure-declarations.mjs), with the
// modules only they use; without the plugin, webpack keeps them, since it cannot tell that their calls, member reads
// and spreads have no side effect. Built by webpack itself, in Node (the plugin is an ES module, as webpack runs it).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PLUGIN = path.resolve(__dirname, '../pure-declarations.mjs');

const FILES = {
  // A declaration module: constants built by calls, from other constants' members and spreads.
  'declarations.js': `import { rare } from './rare.js';
const schema = (value) => ({ kind: 'schema', value });
const phone = schema('PHONE-RULE');
export const fields = { name: schema('NAME-RULE') };
export const used = schema({ name: fields.name });
export const unused = schema({ ...fields, phone, extra: schema(rare) });
export const alsoUnused = schema([fields.name.value, phone]);
`,
  'rare.js': `export const rare = 'RARE-MODULE';\n`,
  'entry.js': `import { used } from './declarations.js';\nconsole.log(used);\n`,
  'package.json': JSON.stringify({ sideEffects: false }),
};

/** The minified bundle of entry.js, built with or without the plugin. */
function bundle(withPlugin: boolean): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'oja-pure-'));
  try {
    for (const [name, text] of Object.entries(FILES)) writeFileSync(path.join(dir, name), text);
    const script = `
      import webpack from 'webpack';
      const { PureDeclarationsPlugin } = await import(${JSON.stringify(PLUGIN)});
      const compiler = webpack({
        mode: 'production', context: ${JSON.stringify(dir)}, entry: './entry.js', devtool: false,
        output: { path: ${JSON.stringify(path.join(dir, 'dist'))} },
        plugins: ${withPlugin} ? [new PureDeclarationsPlugin({ test: /declarations\\.js$/ })] : [],
      });
      compiler.run((error, stats) => {
        if (error || stats.hasErrors()) { console.error(error ?? stats.toString()); process.exit(1); }
        compiler.close(() => {});
      });`;
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: path.resolve(__dirname, '..') });
    const out = path.join(dir, 'dist');
    return readdirSync(out)
      .map((file) => readFileSync(path.join(out, file), 'utf8'))
      .join('\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

it('leaves out the constants nothing reads, and the modules only they use', () => {
  const code = bundle(true);
  expect(code).toContain('NAME-RULE');
  expect(code).not.toContain('PHONE-RULE');
  expect(code).not.toContain('RARE-MODULE');
});

it('is what makes the difference: webpack alone keeps them', () => {
  const code = bundle(false);
  expect(code).toContain('PHONE-RULE');
  expect(code).toContain('RARE-MODULE');
});
