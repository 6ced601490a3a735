// The real game server for end-to-end tests: target/release/minesweeper-server on a free
// loopback port, serving dist/ and the API, with its data in a folder of the test's.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { join } from 'node:path';
import { ROOT, DIST } from './harness.mjs';

export const SERVER = join(ROOT, 'target', 'release', 'minesweeper-server');

export const freePort = () =>
  new Promise((ok) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => ok(port));
    });
  });

/** The real server on `port` for `data`, once its health check answers; `log`: what it
 * writes to the test's stderr (`RUST_LOG`). */
export async function startServer(port, data, args = [], { log = 'warn' } = {}) {
  if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: cargo build --release -p minesweeper-server`);
  const child = spawn(SERVER, ['--port', String(port), '--data', data, '--dist', DIST, ...args], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, RUST_LOG: log },
  });
  // A guard against a server that never starts, not a bound on how fast it does.
  const end = Date.now() + 60_000;
  while (Date.now() < end) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`the server ended: ${child.exitCode}`);
    await new Promise((ok) => setTimeout(ok, 50));
  }
  child.kill('SIGKILL');
  throw new Error('the server never answered its health check');
}

export const killed = (child) =>
  new Promise((ok) => {
    child.once('exit', ok);
    child.kill('SIGKILL');
  });


/** A relay on a free loopback port to the server on `port`, connecting from `from`: a page
 * opened through it reaches the server from another address (another network to it, as a
 * second person's would be: two seats on one network play unrated battles). */
export async function relay(port, from = '127.0.0.2') {
  const sockets = new Set();
  const server = createServer((near) => {
    const far = connect({ host: '127.0.0.1', port, localAddress: from });
    for (const s of [near, far]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {
        near.destroy();
        far.destroy();
      });
    }
    near.pipe(far);
    far.pipe(near);
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    port: server.address().port,
    close: () =>
      new Promise((ok) => {
        for (const s of sockets) s.destroy();
        server.close(ok);
      }),
  };
}
