// nginx from Debian as the load balancer in front of several mock instances: round robin, loopback only,
// on a port chosen at run time, its configuration and temp files in a folder of its own. A request that
// cannot reach an instance (refused, reset before an answer) goes to the next one.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, stopOnSignal, stopProcess, waitUntilAnswering } from '@smartsite/tooling';

export interface Balancer {
  baseUrl: string;
  stop(): Promise<void>;
  log(): string;
}

function nginxConfig(dir: string, port: number, upstreams: string[]): string {
  return `${process.getuid?.() === 0 ? 'user root;\n' : ''}daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream mock {
${upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 1m;
    location / {
      proxy_pass http://mock;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream error timeout http_502;
      proxy_connect_timeout 2s;
    }
  }
}
`;
}

export async function startNginx(upstreams: string[]): Promise<Balancer> {
  const binary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find(existsSync);
  if (!binary) throw new Error('nginx not found: sudo bash scripts/system-packages.sh nginx');
  const dir = mkdtempSync(join(tmpdir(), 'smartsite-nginx-'));
  mkdirSync(join(dir, 'logs'));
  const port = await freePort();
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(dir, port, upstreams));
  const log = () => {
    const file = join(dir, 'error.log');
    return existsSync(file) ? `── nginx log ──\n${readFileSync(file, 'utf8').slice(-3000)}` : '';
  };
  const test = spawnSync(binary, ['-t', '-p', dir, '-c', conf], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t failed:\n${test.stderr}`);
  const child: ChildProcess = spawn(binary, ['-p', dir, '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr?.on('data', () => undefined);
  const stop = async () => {
    await stopProcess(child);
    rmSync(dir, { recursive: true, force: true });
  };
  const unregister = stopOnSignal(stop);
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilAnswering(`${baseUrl}/__mock/scenario`, child, 'nginx', 15_000);
  } catch (error) {
    await stopProcess(child);
    throw new Error(`${(error as Error).message}\n${log()}`);
  }
  return {
    baseUrl,
    log,
    async stop() {
      unregister();
      await stop();
    },
  };
}
