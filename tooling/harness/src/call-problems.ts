// A remote's calls against the API contract. Each call is made with `defineCall(<the endpoint's declaration>)`, so
// its method, path and types are the declaration's; what is checked here is what the compiler cannot see: that the
// endpoint a call carries IS a declaration of `endpoints` (not a copy with its own path or method), that its path's
// `:name` segments are the ones its parameters' schema reads, and that the remote declares calls only in its
// `src/data/` (next to its query hooks), where the platform's tooling and the next engineer look for them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Endpoint, endpoints } from '@oja/shared/contract';

interface CallLike {
  endpoint: Endpoint;
}

const isCall = (value: unknown): value is CallLike =>
  typeof value === 'function' && typeof (value as { endpoint?: unknown }).endpoint === 'object';

/** Every declaration of the contract by its name (`admin.approve`). */
export function declaredEndpoints(): Map<Endpoint, string> {
  const named = new Map<Endpoint, string>();
  for (const [group, members] of Object.entries(endpoints)) {
    for (const [name, endpoint] of Object.entries(members as Record<string, Endpoint>)) {
      named.set(endpoint, `${group}.${name}`);
    }
  }
  return named;
}

/** The calls a module exports, by their name (`adminApi.approve`), in tables or on their own. */
export function callsOf(module: Readonly<Record<string, unknown>>): Map<string, CallLike> {
  const calls = new Map<string, CallLike>();
  for (const [name, value] of Object.entries(module)) {
    if (isCall(value)) calls.set(name, value);
    else if (typeof value === 'object' && value !== null) {
      for (const [member, call] of Object.entries(value)) if (isCall(call)) calls.set(`${name}.${member}`, call);
    }
  }
  return calls;
}

function paramNames(endpoint: Endpoint): { inPath: string[]; inSchema: string[] } {
  const inPath = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '').sort();
  const entries = (endpoint.params as { entries?: Record<string, unknown> } | undefined)?.entries ?? {};
  return { inPath, inSchema: Object.keys(entries).sort() };
}

/** What disagrees between the calls of `module` and the contract; empty when every call is its declaration. */
export function callProblems(module: Readonly<Record<string, unknown>>): string[] {
  const declared = declaredEndpoints();
  const byRoute = new Map([...declared].map(([endpoint, name]) => [`${endpoint.method} ${endpoint.path}`, name]));
  const problems: string[] = [];
  for (const [name, { endpoint }] of callsOf(module)) {
    const route = `${endpoint.method} ${endpoint.path}`;
    if (!declared.has(endpoint)) {
      const twin = byRoute.get(route);
      problems.push(
        twin
          ? `${name}: ${route} is not the contract's declaration (endpoints.${twin}) but a copy of it; pass the declaration itself`
          : `${name}: the contract declares no ${route}; declare it in endpoints first (the server registers its routes from there)`,
      );
      continue;
    }
    const { inPath, inSchema } = paramNames(endpoint);
    if (inPath.join() !== inSchema.join()) {
      problems.push(
        `${name}: ${route} names the path parameters [${inPath}] but its params schema reads [${inSchema}]`,
      );
    }
  }
  return problems;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'mocks' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Calls a remote declares outside `src/data/` (its product code, not its tests or mocks). */
export function callsOutsideData(appDir: string): string[] {
  const srcDir = path.join(appDir, 'src');
  if (!existsSync(srcDir)) return [];
  const dataDir = path.join(srcDir, 'data') + path.sep;
  return sourceFiles(srcDir)
    .filter((file) => !file.startsWith(dataDir) && /\bdefineCall\s*\(/.test(readFileSync(file, 'utf8')))
    .map((file) => `${path.relative(appDir, file)} declares a call: a remote's calls live in src/data/calls.ts`);
}
