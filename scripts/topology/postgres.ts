// A private PostgreSQL cluster for the topology: Debian's binaries, its own folder and port, never the
// machine's shared server. PostgreSQL refuses to run as root, so as root every command runs as the
// `postgres` user (runuser) and the folder is handed to that user.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

const BIN_ROOT = '/usr/lib/postgresql';

export interface PrivatePostgres {
  port: number;
  dataDir: string;
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url: string;
  stop(): void;
  start(): void;
}

function binDir(): string {
  const override = process.env.TOPOLOGY_PG_BIN;
  if (override) return override;
  const versions = existsSync(BIN_ROOT) ? readdirSync(BIN_ROOT).sort((a, b) => Number(b) - Number(a)) : [];
  if (versions.length === 0)
    throw new Error(`no PostgreSQL binaries under ${BIN_ROOT}: apt-get install postgresql`);
  return path.join(BIN_ROOT, versions[0]!, 'bin');
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL binary, as the postgres user when we are root. */
function run(binary: string, args: string[], options: { allowFailure?: boolean } = {}): string {
  const file = path.join(binDir(), binary);
  const [command, commandArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
  const result = spawnSync(command, commandArgs, { encoding: 'utf8' });
  if (result.status !== 0 && !options.allowFailure) {
    throw new Error(`${binary} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

/** Creates (once) and starts a cluster in `dir/pgdata` on `port`, with database `database`. */
export function startPrivatePostgres(options: {
  dir: string;
  port: number;
  database: string;
}): PrivatePostgres {
  const dataDir = path.join(options.dir, 'pgdata');
  const logFile = path.join(options.dir, 'postgres.log');
  mkdirSync(options.dir, { recursive: true });
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(options.dir, uid, gid);
  }
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-instructions']);
  }
  const settings = [
    `-p ${options.port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${options.dir}`,
    '-c max_connections=200',
    '-c shared_buffers=128MB',
    `-c application_name=topology`,
  ].join(' ');
  const start = () => {
    run('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', settings, '-w', '-t', '60', 'start']);
  };
  start();
  const base = `postgres://postgres@127.0.0.1:${options.port}`;
  const exists = run('psql', [
    '-h',
    '127.0.0.1',
    '-p',
    String(options.port),
    '-U',
    'postgres',
    '-Atc',
    `select 1 from pg_database where datname = '${options.database}'`,
  ]).trim();
  if (exists !== '1') {
    run('createdb', ['-h', '127.0.0.1', '-p', String(options.port), '-U', 'postgres', options.database]);
  }
  return {
    port: options.port,
    dataDir,
    url: `${base}/${options.database}`,
    start,
    stop: () => {
      run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', '-t', '60', 'stop'], { allowFailure: true });
    },
  };
}

/** Stops a cluster left by an earlier run, if one is there. */
export function stopPrivatePostgres(dir: string): void {
  const dataDir = path.join(dir, 'pgdata');
  if (existsSync(path.join(dataDir, 'postmaster.pid'))) {
    run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop'], { allowFailure: true });
  }
}
