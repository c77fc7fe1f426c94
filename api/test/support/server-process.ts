// The production entry point (src/main.ts) as a separate process, for the tests of what only a real process
// shows: start-up on a shared database, signals, several instances acting as one.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const apiRoot = path.join(import.meta.dirname, '..', '..');

export interface ServerProcess {
  child: ChildProcess;
  /** Its JSON log lines so far (stdout). */
  lines: string[];
  stderr(): string;
  exited: Promise<number | null>;
  /** Resolves with the first log line matching `pattern`, waiting for it up to `timeoutMs`. */
  waitForLine(pattern: RegExp, timeoutMs?: number): Promise<string>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export function spawnServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    // No demo orders in tests (no history, no simulator) unless a test asks for them.
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', OJA_DEMO_ORDERS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let partial = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    partial += chunk.toString();
    const complete = partial.split('\n');
    partial = complete.pop() ?? '';
    lines.push(...complete);
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    lines,
    stderr: () => stderr,
    exited,
    waitForLine(pattern, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const look = () => lines.find((line) => pattern.test(line));
        const found = look();
        if (found) return resolve(found);
        const stop = () => {
          clearTimeout(timer);
          child.stdout?.off('data', onData);
          child.off('exit', onExit);
        };
        const timer = setTimeout(() => {
          stop();
          reject(new Error(`no log line matching ${pattern}:\n${lines.join('\n')}\nstderr:\n${stderr}`));
        }, timeoutMs);
        const onData = () => {
          const match = look();
          if (match) {
            stop();
            resolve(match);
          }
        };
        const onExit = (code: number | null) => {
          stop();
          reject(new Error(`the server exited (${code}) before logging ${pattern}:\n${lines.join('\n')}\n${stderr}`));
        };
        child.stdout?.on('data', onData);
        child.on('exit', onExit);
      });
    },
    async kill(signal = 'SIGKILL') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await exited;
    },
  };
}

/** Waits for the listening line and answers the server's base URL. */
export async function listeningAt(server: ServerProcess, timeoutMs = 240_000): Promise<string> {
  const line = await server.waitForLine(/Server listening at http:\/\/127\.0\.0\.1:\d+/, timeoutMs);
  return `http://127.0.0.1:${/127\.0\.0\.1:(\d+)/.exec(line)?.[1]}`;
}
