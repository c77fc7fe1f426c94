#!/usr/bin/env node
// The workspace is installed with one pnpm version: the one `engines.pnpm` in package.json pins. (pnpm 12 does
// not enforce the root's engines itself, and its `packageManager` pin cannot be recorded in the lockfile against
// a registry that lacks some of pnpm's platform binaries, which makes frozen installs fail; see docs/decisions.md, D-3.)
import { readFileSync } from 'node:fs';

const pinned = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines.pnpm;
const agent = process.env.npm_config_user_agent ?? '';
const running = agent.match(/\bpnpm\/(\S+)/)?.[1];
if (!running) {
  console.error(
    `This workspace is installed with pnpm ${pinned}: run \`npm start\` or \`npm test\`, or \`npx pnpm@${pinned} install\`.`,
  );
  process.exit(1);
}
if (running !== pinned) {
  console.error(
    `This workspace is installed with pnpm ${pinned}; this is pnpm ${running}. Run \`npx pnpm@${pinned} install\`.`,
  );
  process.exit(1);
}
