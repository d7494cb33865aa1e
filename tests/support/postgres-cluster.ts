import { execFile, execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { accessSync, constants, existsSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { appendFile, chown, mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client, escapeIdentifier } from 'pg';

/**
 * A throwaway PostgreSQL server that a test suite starts for itself: one per test
 * process, one fresh database per test file or test, all of it gone after stop().
 */
export interface PostgresCluster {
  /** The bootstrap superuser, connected to the `postgres` maintenance database. */
  superuserUrl: string;
  /** kobo_owner owns the tables: migrations connect with this. */
  ownerUrl(database: string): string;
  /** kobo_app is what the application connects as: no superuser, no BYPASSRLS. */
  appUrl(database: string): string;
  /** Where the server listens and its superuser's password, for another process to connect. */
  readonly address: ClusterAddress;
  /**
   * Creates a database owned by kobo_owner and returns its name: empty, or a copy of `template`
   * (which nobody may be connected to while it is copied).
   */
  createDatabase(prefix?: string, template?: string): Promise<string>;
  /** Drops a database even while sessions are still connected to it. */
  dropDatabase(name: string): Promise<void>;
  /** Stops the server at once and deletes its files; calling it again does nothing. */
  stop(): Promise<void>;
}

export interface ClusterAddress {
  readonly port: number;
  readonly superuserPassword: string;
}

const HOST = '127.0.0.1';
const SUPERUSER = 'postgres';
const OWNER = { name: 'kobo_owner', password: 'owner' };
const APP = { name: 'kobo_app', password: 'app' };
const DEBIAN_ROOT = '/usr/lib/postgresql';
const NOT_INSTALLED = 'PostgreSQL is not installed: install the postgresql package';

// Nothing in these tests needs durability, so every setting that trades it for speed is
// off; max_connections leaves room for a connection pool per test file.
const THROWAWAY_SETTINGS = {
  listen_addresses: `'${HOST}'`,
  fsync: 'off',
  synchronous_commit: 'off',
  full_page_writes: 'off',
  max_connections: '200',
};

const execFileAsync = promisify(execFile);

interface Layout {
  bin: string;
  root: string;
  data: string;
  log: string;
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function hasServerTools(dir: string): boolean {
  return isExecutable(path.join(dir, 'initdb')) && isExecutable(path.join(dir, 'pg_ctl'));
}

// A PATH directory may hold only symlinks (sometimes to pg_ctl alone), so the directory
// the link points into is preferred: that is where the postgres binary itself lives.
function findOnPath(): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const pgCtl = path.join(dir, 'pg_ctl');
    if (!isExecutable(pgCtl)) continue;
    const found = [path.dirname(realpathSync(pgCtl)), dir].find(hasServerTools);
    if (found !== undefined) return found;
  }
  return undefined;
}

// Debian's postgresql package keeps the server tools out of PATH, one directory per
// major version; the newest one is the one a fresh install brings.
function findDebianBin(): string | undefined {
  if (!existsSync(DEBIAN_ROOT)) return undefined;
  const versions = readdirSync(DEBIAN_ROOT)
    .filter((name) => /^\d+(\.\d+)?$/.test(name))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  return versions.map((v) => path.join(DEBIAN_ROOT, v, 'bin')).find(hasServerTools);
}

/** The directory that holds initdb and pg_ctl: PATH first, else Debian's newest version. */
export function findPostgresBin(): string {
  const bin = findOnPath() ?? findDebianBin();
  if (bin === undefined) throw new Error(NOT_INSTALLED);
  return bin;
}

function runsAsRoot(): boolean {
  return process.getuid?.() === 0;
}

// initdb refuses to run as root, so as root every server tool runs as Debian's
// postgres system user, which then must own the whole temporary directory.
function serverCommand(layout: Layout, tool: string, args: string[]): [string, string[]] {
  const file = path.join(layout.bin, tool);
  return runsAsRoot() ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
}

async function runServerTool(layout: Layout, tool: string, args: string[]): Promise<void> {
  const [file, fullArgs] = serverCommand(layout, tool, args);
  try {
    await execFileAsync(file, fullArgs, { cwd: layout.root });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`${tool} failed: ${stderr || String(error)}`);
  }
}

function postgresUserIds(): { uid: number; gid: number } {
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    throw new Error(`${NOT_INSTALLED} (running as root needs its postgres system user)`);
  }
}

async function giveToServerUser(file: string): Promise<void> {
  if (!runsAsRoot()) return;
  const { uid, gid } = postgresUserIds();
  await chown(file, uid, gid);
}

function quoteConfig(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

// The unix socket lives inside the private temporary directory, so local trust lets in
// only the server's own user; TCP connections must present a password.
async function initCluster(layout: Layout, superuserPassword: string): Promise<void> {
  const passwordFile = path.join(layout.root, 'superuser-password');
  await writeFile(passwordFile, `${superuserPassword}\n`, { mode: 0o600 });
  await giveToServerUser(passwordFile);
  await runServerTool(layout, 'initdb', [
    ...['-D', layout.data, '-U', SUPERUSER, `--pwfile=${passwordFile}`],
    ...['--auth-local=trust', '--auth-host=scram-sha-256'],
    ...['--encoding=UTF8', '--locale=C.UTF-8', '--no-sync'],
  ]);
  await unlink(passwordFile);
  const settings = { ...THROWAWAY_SETTINGS, unix_socket_directories: quoteConfig(layout.root) };
  const lines = Object.entries(settings).map(([key, value]) => `${key} = ${value}`);
  await appendFile(path.join(layout.data, 'postgresql.conf'), `\n${lines.join('\n')}\n`);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

// Another process may take the free port between the check and the server's bind, so a
// failed start is retried on a new port before the server log is reported.
async function startServer(layout: Layout): Promise<number> {
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const args = ['start', '-w', '-t', '60', '-D', layout.data, '-l', layout.log];
    try {
      await runServerTool(layout, 'pg_ctl', [...args, '-o', `-p ${port}`]);
      return port;
    } catch (error) {
      if (attempt < 3) continue;
      const log = await readFile(layout.log, 'utf8').catch(() => '');
      throw new Error(`${(error as Error).message}\n${log.split('\n').slice(-20).join('\n')}`);
    }
  }
}

async function connect(url: string): Promise<Client> {
  const client = new Client({ connectionString: url });
  // An immediate shutdown ends open sessions; without a listener that would crash the run.
  client.on('error', () => {});
  try {
    await client.connect();
    return client;
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
}

// pg_ctl -w already waits for the server, but a first TCP login can still race the end
// of recovery, so the first connection is retried for a few seconds.
async function connectWithRetry(url: string): Promise<Client> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      return await connect(url);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function createRoles(admin: Client): Promise<void> {
  const limits = 'LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS';
  for (const role of [OWNER, APP]) {
    const password = `'${role.password.replaceAll("'", "''")}'`;
    await admin.query(`CREATE ROLE ${role.name} ${limits} PASSWORD ${password}`);
  }
}

function connectionUrl(user: string, password: string, port: number, database: string): string {
  const credentials = `${encodeURIComponent(user)}:${encodeURIComponent(password)}`;
  return `postgres://${credentials}@${HOST}:${port}/${encodeURIComponent(database)}`;
}

// Stops without waiting on the event loop, so it also works inside a process 'exit'
// handler; an immediate stop is fine because the data is deleted right after.
function teardownSync(layout: Layout): void {
  if (existsSync(path.join(layout.data, 'postmaster.pid'))) {
    const [file, args] = serverCommand(layout, 'pg_ctl', ['stop', '-m', 'immediate', '-w']);
    spawnSync(file, [...args, '-D', layout.data], { cwd: layout.root, stdio: 'ignore' });
  }
  rmSync(layout.root, { recursive: true, force: true });
}

const running = new Set<Layout>();
let exitHandlersInstalled = false;

// A test run cut short (an exception, Ctrl-C, a runner killing its workers) must not
// leave a postgres behind, so every cluster still running is stopped when the process
// ends. The signal is raised again after cleanup so the process still ends as asked.
function installExitHandlers(): void {
  if (exitHandlersInstalled) return;
  exitHandlersInstalled = true;
  const stopAll = () => {
    for (const layout of running) teardownSync(layout);
    running.clear();
  };
  process.on('exit', stopAll);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      stopAll();
      process.kill(process.pid, signal);
    });
  }
}

// The exit handlers never run when the process is killed outright or when the cluster
// was started in a worker thread that the test runner terminates. A detached shell
// therefore waits for this process to end (or for stop() to delete the directory) and
// then shuts the server down with SIGQUIT, postgres's immediate stop, and deletes it.
// A process that has ended but is not yet reaped (a zombie) counts as ended, and the
// server's end is seen by its pid file, which it removes itself.
const WATCHDOG_SCRIPT = `
alive() { kill -0 "$1" 2>/dev/null && ! grep -qs '^State:[[:space:]]*Z' "/proc/$1/status"; }
while alive "$1" && [ -d "$2" ]; do sleep 1; done
[ -d "$2" ] || exit 0
pidfile="$2/data/postmaster.pid"
server=$(head -n 1 "$pidfile" 2>/dev/null) || server=""
if [ -n "$server" ] && kill -QUIT "$server" 2>/dev/null; then
  for _ in $(seq 50); do [ -e "$pidfile" ] || break; sleep 0.2; done
fi
rm -rf "$2"
`;

function startWatchdog(root: string): void {
  const args = ['-c', WATCHDOG_SCRIPT, 'kobo-pg-watchdog', String(process.pid), root];
  spawn('sh', args, { detached: true, stdio: 'ignore' }).unref();
}

function databaseName(prefix: string, sequence: number): string {
  if (!/^[a-z][a-z0-9_]{0,39}$/.test(prefix)) {
    throw new Error(`Database prefix must be lower-case letters, digits and _: ${prefix}`);
  }
  return `${prefix}_${process.pid}_${sequence}_${randomBytes(3).toString('hex')}`;
}

// The owner may create in public, the application may only use what the owner grants:
// PUBLIC loses even USAGE so that no other role sees the schema.
async function prepareDatabase(url: string): Promise<void> {
  const client = await connect(url);
  try {
    await client.query(`ALTER SCHEMA public OWNER TO ${OWNER.name};
      REVOKE ALL ON SCHEMA public FROM PUBLIC;
      GRANT USAGE ON SCHEMA public TO ${APP.name};`);
  } finally {
    await client.end();
  }
}

function makeCluster(
  admin: Client,
  address: ClusterAddress,
  stopServer: () => Promise<void>,
): PostgresCluster {
  const { port, superuserPassword } = address;
  const superuserUrlFor = (db: string) => connectionUrl(SUPERUSER, superuserPassword, port, db);
  let sequence = 0;
  let stopped = false;
  return {
    address,
    superuserUrl: superuserUrlFor('postgres'),
    ownerUrl: (db) => connectionUrl(OWNER.name, OWNER.password, port, db),
    appUrl: (db) => connectionUrl(APP.name, APP.password, port, db),
    async createDatabase(prefix = 't', template) {
      sequence += 1;
      const name = databaseName(prefix, sequence);
      const copy = template ? ` TEMPLATE ${escapeIdentifier(template)}` : '';
      await admin.query(`CREATE DATABASE ${escapeIdentifier(name)}${copy} OWNER ${OWNER.name}`);
      // A copy keeps the template's schema rights; only a new database needs them set.
      if (!template) await prepareDatabase(superuserUrlFor(name));
      return name;
    },
    async dropDatabase(name) {
      await admin.query(`DROP DATABASE IF EXISTS ${escapeIdentifier(name)} WITH (FORCE)`);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await admin.end().catch(() => {});
      await stopServer();
    },
  };
}

/**
 * A handle on a server that another process started (the test run's global setup): its stop()
 * only lets go of the connection, and the server stays up for the other test files.
 */
export async function connectPostgresCluster(address: ClusterAddress): Promise<PostgresCluster> {
  const url = connectionUrl(SUPERUSER, address.superuserPassword, address.port, 'postgres');
  return makeCluster(await connectWithRetry(url), address, async () => {});
}

/**
 * Starts a private PostgreSQL on a free 127.0.0.1 port with its data in a new temporary
 * directory, and creates the kobo_owner and kobo_app roles. Stop it with stop(); if the
 * process ends first, an exit handler stops it.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = findPostgresBin();
  const root = await mkdtemp(path.join(tmpdir(), 'kobo-pg-'));
  const layout: Layout = {
    bin,
    root,
    data: path.join(root, 'data'),
    log: path.join(root, 'postgres.log'),
  };
  installExitHandlers();
  running.add(layout);
  try {
    await giveToServerUser(root);
    const superuserPassword = randomBytes(16).toString('hex');
    await initCluster(layout, superuserPassword);
    const port = await startServer(layout);
    startWatchdog(root);
    const admin = await connectWithRetry(
      connectionUrl(SUPERUSER, superuserPassword, port, 'postgres'),
    );
    await createRoles(admin);
    return makeCluster(admin, { port, superuserPassword }, async () => {
      try {
        await runServerTool(layout, 'pg_ctl', ['stop', '-m', 'immediate', '-w', '-D', layout.data]);
      } finally {
        await rm(layout.root, { recursive: true, force: true });
        running.delete(layout);
      }
    });
  } catch (error) {
    running.delete(layout);
    teardownSync(layout);
    throw error;
  }
}
