#!/usr/bin/env node
// The clone check of `npm test`: jscpd (pinned in the root devDependencies) with the settings in .jscpd.json,
// over every JavaScript and TypeScript file git does not ignore, tests included. It lists each duplicated block
// and fails when there are more than MAX_CLONES of them, so copy-paste cannot quietly grow back.
//
// What does not count, and why (docs/decisions.md, D-17):
// - files that are not code: lock file, manifests, JSON snapshots, SVG artwork, Markdown (jscpd reads only the
//   formats listed in .jscpd.json);
// - build output and dependencies (dist/, node_modules/, and whatever .gitignore lists);
// - each app's webpack.config.mjs: a seven-line call of the one shared configuration with the app's own name;
// - import statements, which name the same modules in many files by design.
// A block counts from 40 tokens and 5 lines: shorter runs are the shape of the language (a props list, a style
// object), not copied logic.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The most duplicated blocks the repository may hold. */
const MAX_CLONES = 50;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jscpd = createRequire(import.meta.url).resolve('jscpd/run-jscpd.js');
const output = mkdtempSync(path.join(tmpdir(), 'oja-jscpd-'));

try {
  execFileSync(process.execPath, [jscpd, '--config', '.jscpd.json', '--output', output, '.'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const report = JSON.parse(readFileSync(path.join(output, 'jscpd-report.json'), 'utf8'));
  const clones = report.duplicates;
  const where = (file) => `${file.name}:${file.start}-${file.end}`;
  for (const clone of clones) {
    console.log(`${String(clone.lines).padStart(4)} lines  ${where(clone.firstFile)}  ~  ${where(clone.secondFile)}`);
  }
  const sources = report.statistics.total.sources;
  console.log(`\n${clones.length} duplicated blocks in ${sources} files (at most ${MAX_CLONES}).`);
  if (clones.length > MAX_CLONES) {
    console.error(
      `Too many duplicated blocks: ${clones.length} > ${MAX_CLONES}. Merge the copies listed above into one place.`,
    );
    process.exitCode = 1;
  }
} finally {
  rmSync(output, { recursive: true, force: true });
}
