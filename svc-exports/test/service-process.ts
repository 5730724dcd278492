import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { testPlatform } from '@agecheck/test-kit';

/** A running app of the test platform: its process, command line and environment, read from /proc. */
type AppProcess = { pid: number; argv: string[]; env: Record<string, string>; url: string };

function readNulSeparated(file: string): string[] {
  return readFileSync(file, 'utf8').split('\0').filter(Boolean);
}

/** The process of a service of the test platform: the node process of its `dist/main.js` on its port. */
function findApp(name: string): AppProcess {
  const url = testPlatform().services[name];
  if (!url) throw new Error(`unknown service ${name}`);
  const port = new URL(url).port;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const argv = readNulSeparated(`/proc/${entry}/cmdline`);
      if (!argv.some((arg) => arg.endsWith(path.join(name, 'dist', 'main.js')))) continue;
      const env = Object.fromEntries(
        readNulSeparated(`/proc/${entry}/environ`).map((line) => {
          const at = line.indexOf('=');
          return [line.slice(0, at), line.slice(at + 1)];
        }),
      );
      if (env.PORT === port) return { pid: Number(entry), argv, env, url };
    } catch {
      // a process that ended meanwhile, or one of another user
    }
  }
  throw new Error(`no process of ${name} on port ${port}`);
}

async function waitUntil(check: () => Promise<boolean>, what: string, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} after ${ms} ms`);
}

/**
 * Kills a service of the test platform without warning (as a crashed pod) and starts it again with the same
 * command and environment, recorded like every process a test starts, so that the run stops it at the end.
 */
export async function crashAndRestart(name: string): Promise<void> {
  const app = findApp(name);
  process.kill(app.pid, 'SIGKILL');
  const answers = () =>
    fetch(`${app.url}/health/live`).then(
      (response) => response.ok,
      () => false,
    );
  await waitUntil(async () => !(await answers()), `${name} still answers`);
  const [cmd = process.execPath, ...args] = app.argv;
  const child = spawn(cmd, args, { env: app.env, detached: true, stdio: 'ignore' });
  child.unref();
  const record = {
    name: `${name}-restarted`,
    pid: child.pid,
    cmd,
    args,
    startedAt: new Date().toISOString(),
  };
  const pidDir = process.env.AGECHECK_PID_DIR;
  if (pidDir) writeFileSync(path.join(pidDir, `${name}-restarted.pid.json`), JSON.stringify(record));
  await waitUntil(
    () =>
      fetch(`${app.url}/health/ready`).then(
        (response) => response.ok,
        () => false,
      ),
    `${name} not ready again`,
  );
}
