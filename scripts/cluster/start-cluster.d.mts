// Types of start-cluster.mjs for the TypeScript that imports it (packages/server/src/cluster.api.test.ts).
import type { ChildProcess } from 'node:child_process';

export const NGINX_INSTALL_HINT: string;
export function findNginx(): string | undefined;

export interface ClusterInstance {
  url: string;
  port: number;
  child: ChildProcess;
  output(): string;
  stop(): Promise<number | null>;
}

export interface Cluster {
  /** nginx's address. */
  url: string;
  instances: ClusterInstance[];
  nginx: {
    child: ChildProcess;
    exited: Promise<number | null>;
    errors(): string;
    accessLog(): string;
    stop(): Promise<number | null>;
  };
  /** nginx first, then the instances; their exit codes. */
  stop(): Promise<(number | null)[]>;
  /** Starts instance `index` (0-based), once it has exited, again on its port; resolves when ready. */
  restart(index: number): Promise<ClusterInstance>;
}

export function startCluster(options: {
  instances?: number;
  port: number;
  env: NodeJS.ProcessEnv;
  print?: (chunk: Buffer) => void;
  workers?: number | 'auto';
  /** Prometheus' file_sd JSON of the instances' addresses, written when they are ready. */
  targetsFile?: string;
}): Promise<Cluster>;
