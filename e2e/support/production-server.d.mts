import type { ChildProcess, StdioOptions } from 'node:child_process';

export interface ProductionServerOptions {
  port: number | string;
  dataDir: string;
  /** The deploy root the site is served from; the server's default (`.data/site`) when left out. */
  deployRoot?: string;
  /** More variables for the server, over the defaults. */
  env?: Record<string, string>;
  stdio?: StdioOptions;
  timeoutMs?: number;
}

export declare function spawnProductionServer(options: ProductionServerOptions): ChildProcess;
export declare function startProductionServer(
  options: ProductionServerOptions,
): Promise<{ origin: string; server: ChildProcess; stop: () => void }>;
