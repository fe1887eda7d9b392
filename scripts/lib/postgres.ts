// A throwaway PostgreSQL cluster for tests and benchmarks: Debian's server binaries (the newest installed
// version), a data folder under the system temp folder, loopback only on a port chosen at run time, trust
// authentication. PostgreSQL refuses to run as root, so as root every command runs as the `postgres` user.
// Every wait is bounded, and a failure includes the server's log.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, stopOnSignal } from '@smartsite/tooling';

const START_LIMIT_S = 30;

export interface PostgresServer {
  port: number;
  /** The URL of a database on this server. */
  url(database: string): string;
  /** Creates a database in the C collation (as SQLite orders text); returns its URL. */
  createDatabase(name: string): Promise<string>;
  /** pg_ctl restart -m fast: every connection is dropped, the data stays. */
  restart(): void;
  stop(): void;
  log(): string;
}

function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl'))) : [];
  const newest = versions.sort((a, b) => Number(a) - Number(b)).pop();
  if (!newest) throw new Error('PostgreSQL server not found under /usr/lib/postgresql: sudo bash scripts/system-packages.sh postgresql');
  return join(root, newest, 'bin');
}

const asRoot = process.getuid?.() === 0;

function postgresUser(): { uid: number; gid: number } {
  const result = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error('no `postgres` user to run PostgreSQL as (apt-get install postgresql creates it)');
  return { uid: Number(result.stdout), gid: Number(gid.stdout) };
}

export async function startPostgres(): Promise<PostgresServer> {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'smartsite-pg-'));
  const data = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  if (asRoot) {
    const { uid, gid } = postgresUser();
    chownSync(dir, uid, gid);
  }
  const run = (command: string, args: string[], limitS = START_LIMIT_S + 10) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]] : [join(bin, command), args];
    const result = spawnSync(file, argv, { encoding: 'utf8', timeout: limitS * 1000 });
    if (result.status !== 0)
      throw new Error(`${command} failed (${result.status ?? result.signal}):\n${result.stdout}${result.stderr}\n${log()}`);
  };
  const log = () => (existsSync(logFile) ? `── PostgreSQL log (${logFile}) ──\n${readFileSync(logFile, 'utf8').slice(-4000)}` : '');
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--locale=C.UTF-8', '-E', 'UTF8', '-N']);
  // A disposable cluster: no fsync (nothing here must survive the machine), room for several instances' pools.
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=200`;
  const start = () => run('pg_ctl', ['-D', data, '-l', logFile, '-t', String(START_LIMIT_S), '-w', 'start', '-o', options]);
  const stop = () => {
    try {
      run('pg_ctl', ['-D', data, '-t', String(START_LIMIT_S), '-w', '-m', 'immediate', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  start();
  const unregister = stopOnSignal(stop);
  const url = (database: string) => `postgresql://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    url,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url('postgres'), connectionTimeoutMillis: 5000 });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name}" TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C'`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    restart: () => run('pg_ctl', ['-D', data, '-l', logFile, '-t', String(START_LIMIT_S), '-w', '-m', 'fast', 'restart', '-o', options]),
    stop() {
      unregister();
      stop();
    },
    log,
  };
}
