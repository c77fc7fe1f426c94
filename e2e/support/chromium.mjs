// Debian's Chromium (browser downloads of test tools fail on these machines) with the flags it needs here
// (chromium.json: no sandbox as root, no background networking, which this machine's closed network refuses).
// The browser tests, the bundle report and the bench scripts all launch it from here; `CHROME_PATH` points at
// another build.
import { readFileSync } from 'node:fs';

const flags = JSON.parse(readFileSync(new URL('./chromium.json', import.meta.url), 'utf8'));

export const CHROMIUM = {
  executablePath: process.env.CHROME_PATH ?? flags.executablePath,
  args: flags.args,
};
