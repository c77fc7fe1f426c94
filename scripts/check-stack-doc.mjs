// docs/stack.md names the libraries the project runs on; this keeps that list true. Every scoped package it names
// (`@scope/name`, a subpath such as `@oja/shared/forms` counting as its package) must be a workspace package or a
// dependency declared in one of the repository's package.json files, and so must every package of "The product's
// packages". A name that comes in only through another package is listed below, with why the doc names it, and
// must at least be in the lockfile. Run by `pnpm lint`.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const DOC = 'docs/stack.md';
/** Named by the doc, installed only as another package's dependency. */
const TRANSITIVE = {
  '@rspack/core': 'a peer @module-federation/enhanced pulls in (the doc says it is expected)',
};

function declaredPackages() {
  const files = execFileSync('git', ['ls-files', '--', 'package.json', '**/package.json'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
  const names = new Set();
  for (const file of files) {
    const json = JSON.parse(readFileSync(path.join(root, file), 'utf8'));
    if (json.name) names.add(json.name);
    for (const field of ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies']) {
      for (const name of Object.keys(json[field] ?? {})) names.add(name);
    }
  }
  return names;
}

/** Every package the doc names: the scoped ones anywhere, and the product's packages by their list. */
export function namedPackages(doc) {
  const named = new Set([...doc.matchAll(/@[a-z0-9][\w.-]*\/[a-z0-9][\w.-]*/g)].map(([name]) => name));
  const product = /^## The product's packages[^\n]*\n([\s\S]*?)(?=^## )/m.exec(doc)?.[1] ?? '';
  for (const [, list] of product.matchAll(/^- \*\*([^*]+)\*\*/gm)) {
    for (const name of list.split(',')) named.add(name.trim());
  }
  return named;
}

const doc = readFileSync(path.join(root, DOC), 'utf8');
const lockfile = readFileSync(path.join(root, 'pnpm-lock.yaml'), 'utf8');
const declared = declaredPackages();
const problems = [];
for (const name of [...namedPackages(doc)].sort()) {
  if (declared.has(name)) continue;
  if (name in TRANSITIVE) {
    if (!new RegExp(`\\n {2}'?${name}@`).test(lockfile))
      problems.push(`${name}: listed as transitive, but not in pnpm-lock.yaml`);
    continue;
  }
  problems.push(`${name}: named by ${DOC}, declared by no package.json`);
}
if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  console.error(`\n${DOC} names what the project does not use: correct the doc (or the package.json)`);
  process.exit(1);
}
console.log(`${DOC}: every package it names is a dependency`);
