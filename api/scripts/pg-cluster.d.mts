// Types of pg-cluster.mjs for the TypeScript scripts that use it (the benchmark).
export interface Cluster {
  url: string;
  version: string;
  stop(): void;
}

export function startCluster(options?: { log?: (line: string) => void }): Promise<Cluster | null>;
