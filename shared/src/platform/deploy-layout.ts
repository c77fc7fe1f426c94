// How a deploy root is laid out, for the tool that writes it and the servers that read it:
//
//   <root>/shell/<version>/...            each published build of the shell, never changed once written
//   <root>/shell/live.json                which version is live, and the ones before it
//   <root>/remotes/<folder>/<version>/... each published build of a remote (with its remote.json)
//   <root>/remotes/<folder>/live.json
//
// A version folder is named after the content of its build, so publishing the same build twice is the same
// version, and every file under it can be cached for good. Moving `live.json` (a rename, atomic) is the switch.
import * as v from 'valibot';

export const LIVE_FILE = 'live.json';
export const DECLARATION_FILE = 'remote.json';
export const MANIFEST_FILE = 'mf-manifest.json';
/** A page's prerender: `prerender/<module>.json`, `{ version: 1, head, body }`. */
export const PRERENDER_FOLDER = 'prerender';
/** Asset URLs in a prerender are written under this token; the server puts the remote's public URL there. */
export const PRERENDER_BASE_TOKEN = '__OJA_REMOTE_BASE__/';
/**
 * Under a prerender the server puts the page's start hints (its scripts, runtime config and manifest preloads) in a
 * `<template>` with this attribute: inert, so nothing is fetched before the page has painted. The shell's start
 * script (tooling/webpack-config/start-after-paint.mjs, which names it too) releases them after the first paint.
 */
export const START_HINTS_ATTRIBUTE = 'data-oja-start';
export const SHELL_FOLDER = 'shell';
export const REMOTES_FOLDER = 'remotes';

/** A version folder's name: 12 hex characters of the build's content hash. */
export const VERSION_PATTERN = /^[0-9a-f]{12}$/;

export const liveSchema = v.object({
  /** The live version (a folder beside this file). */
  version: v.pipe(v.string(), v.regex(VERSION_PATTERN)),
  /** Versions that were live before, newest last: `--rollback` goes back to the last one. */
  previous: v.array(v.pipe(v.string(), v.regex(VERSION_PATTERN))),
  /** When the pointer last moved (ISO 8601). */
  since: v.string(),
});
export type Live = v.InferOutput<typeof liveSchema>;

export const prerenderSchema = v.object({
  version: v.literal(1),
  head: v.string(),
  body: v.string(),
});
export type Prerender = v.InferOutput<typeof prerenderSchema>;
