// @ts-check
// Running commands to completion and finding executables.
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './env.mjs';
import { InfraError } from './messages.mjs';

/**
 * Runs a command to completion (in the repository unless `cwd` says otherwise) and resolves with its output,
 * stdout and stderr interleaved. On a non-zero exit it rejects with an {@link InfraError} that names the
 * command and carries the last lines, and the whole output as `output`.
 * @param {string} cmd
 * @param {string[]} args
 * @param {{ cwd?: string, env?: Record<string, string | undefined>, echo?: (text: string) => void }} [options]
 *   env: added to the process environment, `undefined` removes a variable; echo: receives the output as it comes
 * @returns {Promise<string>}
 */
export function run(cmd, args, { cwd = repoRoot, env = {}, echo } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env: mergeEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const take = (/** @type {Buffer} */ chunk) => {
      const text = chunk.toString('utf8');
      output = (output + text).slice(-2_000_000);
      echo?.(text);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('error', (error) => reject(new InfraError(`cannot run ${cmd}: ${error.message}`)));
    child.on('close', (code) => {
      if (code === 0) return resolve(output);
      const tail = output.trimEnd().split('\n').slice(-25).join('\n');
      const error = new InfraError(`${cmd} ${args.join(' ')} failed (exit code ${code}) in ${cwd}:\n${tail}`);
      reject(Object.assign(error, { output }));
    });
  });
}

/**
 * The process environment with `env` applied (`undefined` values remove a variable).
 * @param {Record<string, string | undefined>} env
 * @returns {NodeJS.ProcessEnv}
 */
export function mergeEnv(env) {
  const merged = { ...process.env };
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/**
 * Full path of an executable on PATH (or in `extraDirs`), or undefined.
 * @param {string} name
 * @param {string[]} [extraDirs]
 * @returns {string | undefined}
 */
export function which(name, extraDirs = []) {
  if (name.includes('/')) return isExecutable(name) ? name : undefined;
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), ...extraDirs].filter(Boolean);
  return dirs.map((dir) => path.join(dir, name)).find(isExecutable);
}

/**
 * @param {string} file
 * @returns {boolean}
 */
export function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
