import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

/** The running platform as `npm test` describes it in the environment. */
export type E2ePlatform = {
  gatewayUrl: string;
  chromiumPath: string;
  /** Each remote's static server: its port, its process and the command that started it. */
  remotes: Record<string, { port: number; pid: number; command: { cmd: string; args: string[] } }>;
};

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the end-to-end tests through "npm test"`);
  return value;
}

export function e2ePlatform(): E2ePlatform {
  return {
    gatewayUrl: required('AGECHECK_GATEWAY_URL'),
    chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    remotes: JSON.parse(required('AGECHECK_REMOTES')) as E2ePlatform['remotes'],
  };
}

/** Stops the static server of one remote, as an operator redeploying that area would. */
export async function stopRemote(name: string): Promise<void> {
  const remote = e2ePlatform().remotes[name];
  if (!remote) throw new Error(`unknown remote ${name}`);
  process.kill(-remote.pid, 'SIGTERM');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    try {
      await fetch(`http://127.0.0.1:${remote.port}/mf-manifest.json`);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} still answers`);
}

/** Starts the remote's static server again, with the command the test run started it with. */
export async function startRemote(name: string): Promise<void> {
  const remote = e2ePlatform().remotes[name];
  if (!remote) throw new Error(`unknown remote ${name}`);
  const child = spawn(remote.command.cmd, remote.command.args, { detached: true, stdio: 'ignore' });
  child.unref();
  remote.pid = child.pid ?? 0;
  // Recorded like every process the test run starts, so that the run stops it at the end.
  const record = {
    name: `${name}-restarted`,
    pid: remote.pid,
    ...remote.command,
    startedAt: new Date().toISOString(),
  };
  writeFileSync(
    path.join(required('AGECHECK_PID_DIR'), `${name}-restarted.pid.json`),
    JSON.stringify(record),
  );
  process.env.AGECHECK_REMOTES = JSON.stringify(e2ePlatform().remotes);
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const answer = await fetch(`http://127.0.0.1:${remote.port}/mf-manifest.json`).catch(() => undefined);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} did not come back`);
}
