#!/usr/bin/env node
// Lists the functions of product code that span LIMIT lines or more, longest first, and prints their count: a
// measure to read, not a gate (a long function is a smell to weigh, not always a fault).
//
// Product code: every TypeScript and JavaScript file git tracks, except tests (`*.test.*`, `*.spec.*`, any
// `test/`, `e2e/` or `__tests__/` folder, the e2e package, jest setup) and generated output. A function is any
// function declaration, function expression, arrow function, class method or object method; a nested function
// counts on its own as well as inside the one that holds it. Its length runs from its first line to its last.
//
//   node scripts/long-functions.mjs            # functions of 100 lines or more
//   node scripts/long-functions.mjs 60         # another limit
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from '@swc/core';

const LIMIT = Number(process.argv[2] ?? 100);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const isTest = (file) =>
  /\.(test|spec)\.[cm]?[jt]sx?$/.test(file) ||
  /(^|\/)(test|tests|e2e|__tests__)\//.test(file) ||
  file.startsWith('tooling/jest/') ||
  file === 'jest.config.mjs';

const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mts', '*.cts', '*.js', '*.mjs', '*.cjs'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && !file.endsWith('.d.ts') && !file.endsWith('.d.mts') && !isTest(file));

const FUNCTION_TYPES = new Set([
  'FunctionDeclaration',
  'FunctionExpression',
  'ArrowFunctionExpression',
  'ClassMethod',
  'PrivateMethod',
  'MethodProperty',
  'GetterProperty',
  'SetterProperty',
  'Constructor',
]);

/** The name a reader would look for: the declaration's own, or the variable, property or method it is given to. */
function nameOf(node, parent) {
  const id = node.identifier ?? node.key ?? node.function?.identifier;
  if (id?.value) return String(id.value);
  if (parent?.type === 'VariableDeclarator' && parent.id?.value) return String(parent.id.value);
  if (parent?.type === 'KeyValueProperty' && parent.key?.value) return String(parent.key.value);
  return '(anonymous)';
}

const found = [];

for (const file of files) {
  const source = readFileSync(path.join(root, file), 'utf8');
  const syntax = /\.[cm]?tsx?$/.test(file) ? 'typescript' : 'ecmascript';
  // swc's spans are byte offsets in one source map shared by every parse; an empty statement put first gives
  // this file's base offset.
  // A shebang line becomes a comment, so the lines keep their numbers.
  const text = `;\n${source.replace(/^#!/, '//')}`;
  const module = parseSync(text, { syntax, tsx: file.endsWith('.tsx'), jsx: true, target: 'es2022' });
  const base = module.body[0].span.start;
  const bytes = Buffer.from(text, 'utf8');
  const lineStarts = [0];
  for (let i = 0; i < bytes.length; i += 1) if (bytes[i] === 10) lineStarts.push(i + 1);
  const lineOf = (offset) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (lineStarts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    return low; // the sentinel line is line 0, so this is the file's own 1-based line
  };

  const visit = (node, parent) => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child, parent);
      return;
    }
    if (!node || typeof node !== 'object') return;
    if (FUNCTION_TYPES.has(node.type) && node.span) {
      const start = lineOf(node.span.start - base);
      const end = lineOf(node.span.end - base - 1);
      const lines = end - start + 1;
      if (lines >= LIMIT) found.push({ file, name: nameOf(node, parent), start, lines });
    }
    for (const [key, value] of Object.entries(node)) {
      if (key !== 'span' && value && typeof value === 'object') visit(value, node);
    }
  };
  visit(module.body, null);
}

found.sort((a, b) => b.lines - a.lines);
for (const entry of found) {
  console.log(`${String(entry.lines).padStart(5)}  ${entry.name}  ${entry.file}:${entry.start}`);
}
console.log(`\n${found.length} functions of ${LIMIT} lines or more in ${files.length} product files.`);
