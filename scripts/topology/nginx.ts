// nginx in front of the nodes: the site file the README shows (marketplace.nginx.conf) inside a small
// wrapper of our own (pid, logs and temp folders in the topology's folder), run as its own master.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SITE_TEMPLATE = fileURLToPath(new URL('./marketplace.nginx.conf', import.meta.url));
const NGINX = process.env.TOPOLOGY_NGINX ?? '/usr/sbin/nginx';

export interface UpstreamServer {
  port: number;
  /** Marked `down`: the active check found it not ready. */
  down: boolean;
}

/** The site file with its placeholders filled in. */
export function renderSite(listenPort: number, servers: UpstreamServer[]): string {
  const lines = servers.map(
    (server) => `  server 127.0.0.1:${server.port} max_fails=1 fail_timeout=3s${server.down ? ' down' : ''};`,
  );
  return readFileSync(SITE_TEMPLATE, 'utf8')
    .replace('{{LISTEN}}', `127.0.0.1:${listenPort}`)
    .replace('{{SERVERS}}', lines.join('\n'));
}

function wrapper(dir: string): string {
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
# A reload (the active health check changing the list) leaves old workers serving their sockets;
# they close them after this long and the clients reconnect and resync.
worker_shutdown_timeout 20s;
events { worker_connections 4096; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  include ${dir}/marketplace.conf;
}
`;
}

function nginx(dir: string, ...args: string[]): void {
  const result = spawnSync(
    NGINX,
    ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', path.join(dir, 'nginx.conf'), ...args],
    {
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`nginx ${args.join(' ')} failed:\n${result.stderr}`);
}

export interface Balancer {
  port: number;
  /** Rewrites the upstream list and reloads nginx (no-op when nothing changed). */
  update(servers: UpstreamServer[]): void;
  stop(): void;
}

export function startNginx(options: { dir: string; port: number; servers: UpstreamServer[] }): Balancer {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install nginx`);
  mkdirSync(path.join(options.dir, 'tmp'), { recursive: true });
  const site = path.join(options.dir, 'marketplace.conf');
  let current = renderSite(options.port, options.servers);
  writeFileSync(site, current);
  writeFileSync(path.join(options.dir, 'nginx.conf'), wrapper(options.dir));
  nginx(options.dir, '-t', '-q');
  nginx(options.dir);
  return {
    port: options.port,
    update(servers) {
      const next = renderSite(options.port, servers);
      if (next === current) return;
      current = next;
      writeFileSync(site, next);
      nginx(options.dir, '-s', 'reload');
    },
    stop: () => stopNginx(options.dir),
  };
}

/** Stops the nginx master of a topology folder, if it runs (graceful: `-s quit` would wait for sockets). */
export function stopNginx(dir: string): void {
  if (existsSync(path.join(dir, 'nginx.pid'))) {
    try {
      nginx(dir, '-s', 'stop');
    } catch {
      // Already gone.
    }
  }
}
