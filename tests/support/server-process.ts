import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const STARTUP_TIMEOUT_MS = 60_000;
/** How much of the server's output is kept for error messages. */
const OUTPUT_KEPT = 20_000;

/** The server as a real process: `server/main.ts` as `npm start` runs it, on a free port. */
export interface ServerProcess {
  readonly baseUrl: string;
  readonly pid: number;
  /** Sends the signal and waits until the process has ended. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** The end of what the server wrote. */
  output(): string;
}

const running = new Set<ChildProcess>();

/**
 * Starts `server/main.ts` (migrate, seed the demo tenants once, serve) with PORT=0 over the given
 * DATA_DIR, which the caller owns and keeps across restarts (the SQLite file and the token signing
 * key live there). `env` adds to the environment, e.g. DATABASE_URL for PostgreSQL.
 */
export async function startServerProcess(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DATABASE_MIGRATION_URL: '',
      DEMO: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running.delete(child);
      resolve();
    }),
  );
  let output = '';
  // Always drained: a full pipe would stall the server's logging and with it the server.
  const read = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
  };
  child.stdout?.on('data', read);
  child.stderr?.on('data', read);
  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  try {
    const baseUrl = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`The server did not start in ${STARTUP_TIMEOUT_MS} ms:\n${output}`)),
        STARTUP_TIMEOUT_MS,
      );
      const look = () => {
        const match = /is running at (http:\/\/\S+)/.exec(output);
        if (match?.[1]) {
          clearTimeout(timer);
          child.stdout?.off('data', look);
          resolve(match[1]);
        }
      };
      child.stdout?.on('data', look);
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`The server ended (${code ?? signal}) before it started:\n${output}`));
      });
    });
    return { baseUrl, pid: child.pid as number, kill, output: () => output };
  } catch (error) {
    await kill('SIGKILL');
    throw error;
  }
}

/** Ends every server process still running (after a failed test), each by its own pid. */
export async function killServerProcesses(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}
