// The repository stands alone: code, tests and docs cite only what is inside it. A citation of the team's
// notes kept outside the repository (their folder, their file names), of a numbered section of the product
// specification (docs/product/ holds it, by heading), or of a tracker's issue number means nothing to whoever
// clones the repository, so `pnpm lint` refuses it.
import { execFileSync } from 'node:child_process';

const patterns = [
  ['the team folder outside the repository', String.raw`(^|[^.\w])\.\./shared/(spec|DECISIONS|STACK|ARCHITECTURE)`],
  ["the team's notes by file name", String.raw`\b(DECISIONS|STACK|ARCHITECTURE)\.md\b`],
  ['a numbered section of the specification', String.raw`\b[Ss]pec(ification)?('s)? (section|§) ?[0-9]|§ ?[0-9]`],
  ['an issue number', String.raw`\b[Ii]ssues? #?[0-9]+\b`],
];
const ignored = [':!pnpm-lock.yaml', ':!scripts/check-citations.mjs'];

let found = 0;
for (const [what, pattern] of patterns) {
  let output = '';
  try {
    output = execFileSync('git', ['grep', '-nIE', pattern, '--', '.', ...ignored], { encoding: 'utf8' });
  } catch (error) {
    if (error.status === 1) continue; // git grep: no match
    throw error;
  }
  for (const line of output.trim().split('\n')) {
    found += 1;
    console.error(`${line}\n  cites ${what}: point at docs/ instead, or state the rule`);
  }
}
if (found > 0) {
  console.error(`\n${found} citation(s) of something outside the repository`);
  process.exit(1);
}
console.log('citations: every reference points inside the repository');
