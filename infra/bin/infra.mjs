#!/usr/bin/env node
// @ts-check
// The local infrastructure alone, as plain processes.
//   node infra/bin/infra.mjs install [tool...]     install what is missing (default: all tools)
//   node infra/bin/infra.mjs up [service...]       start and stay in the foreground until Ctrl-C
//   node infra/bin/infra.mjs down                  stop what an earlier `up` / `npm start` left running
//   node infra/bin/infra.mjs status                installed tools, recorded processes, ready checks
//   node infra/bin/infra.mjs check                 write/read on each running server, tokens, one mail
// Options: --verbose (show build output), --data-dir <dir>, --cache-dir <dir>.
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  checkInfra,
  ensureInstalled,
  infraStatus,
  loadEnv,
  readManifest,
  registerSupervisor,
  SERVICES,
  startInfra,
  stopInfra,
  TOOLS,
} from '../lib/index.mjs';

const log = (/** @type {string} */ line) => console.log(`[infra] ${line}`);
const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    verbose: { type: 'boolean', short: 'v' },
    'data-dir': { type: 'string' },
    'cache-dir': { type: 'string' },
  },
});
const [command = 'help', ...names] = positionals.flatMap((name) => name.split(',')).filter(Boolean);
const env = { ...process.env };
if (flags['data-dir']) env.INFRA_DATA_DIR = path.resolve(flags['data-dir']);
if (flags['cache-dir']) env.INFRA_CACHE_DIR = path.resolve(flags['cache-dir']);
const settings = loadEnv({ env });

/** @type {Record<string, () => Promise<number>>} */
const commands = {
  async install() {
    const tools = await ensureInstalled(names.length ? names : [...TOOLS], {
      settings,
      log,
      verbose: flags.verbose,
    });
    for (const tool of Object.values(tools)) {
      const java = tool.javaHome ? ` (Java ${tool.javaMajor}: ${tool.javaHome})` : '';
      console.log(`  ${tool.name.padEnd(13)} ${(tool.version || '(system)').padEnd(9)} ${tool.path}${java}`);
    }
    return 0;
  },
  async up() {
    const infra = await startInfra({ settings, log, ...(names.length ? { only: names } : {}) });
    // `down` from another terminal sends this process SIGTERM first, so it stops everything in order
    const unregister = registerSupervisor(infra.pidDir, { name: 'infra-up' });
    console.log(
      `\n${Object.keys(infra.processes)
        .map(
          (service) =>
            `  ${service.padEnd(9)} ${infra.urls[service === 'keycloak' ? 'keycloakIssuer' : /** @type {'mongo'} */ (service)]}`,
        )
        .join('\n')}`,
    );
    if (infra.keycloak)
      console.log(
        `  Keycloak ${infra.keycloak.version} on ${infra.keycloak.javaHome}, admin console ${infra.urls.keycloak}/admin/`,
      );
    console.log(`  logs      ${infra.logsDir}\n\n  Ctrl-C stops everything.\n`);
    return new Promise((resolve) => {
      let stopping = false;
      const shutdown = async (/** @type {string} */ why, /** @type {number} */ code) => {
        if (stopping) return;
        stopping = true;
        log(`${why}: stopping`);
        await infra.stop();
        unregister();
        resolve(code);
      };
      process.on('SIGINT', () => void shutdown('SIGINT', 0));
      process.on('SIGTERM', () => void shutdown('SIGTERM', 0));
      for (const [service, handle] of Object.entries(infra.processes))
        void handle.exited.then(({ code, signal }) =>
          shutdown(`${service} exited (${signal ?? code}; log ${handle.logFile})`, 1),
        );
    });
  },
  async down() {
    const stopped = await stopInfra({ settings, log });
    if (!stopped.length) log('nothing recorded as running');
    return 0;
  },
  async status() {
    console.log(`cache ${settings.INFRA_CACHE_DIR}`);
    for (const tool of Object.values(readManifest(settings.INFRA_CACHE_DIR)))
      console.log(`  ${tool.name.padEnd(13)} ${tool.version} ${tool.path}`);
    console.log(`data ${settings.INFRA_DATA_DIR}`);
    for (const server of await infraStatus({ settings }))
      console.log(
        `  ${server.service.padEnd(9)} ${server.ready ? 'ready' : 'down '} ${server.running ? `pid ${server.pid}` : ''}`,
      );
    return 0;
  },
  async check() {
    const results = await checkInfra({ settings });
    for (const result of results)
      console.log(`  ${result.ok ? 'ok  ' : 'FAIL'} ${result.name.padEnd(9)} ${result.detail}`);
    return results.every((result) => result.ok) ? 0 : 1;
  },
};

const run = commands[command];
if (!run) {
  console.log(`usage: node infra/bin/infra.mjs install [${TOOLS.join('|')}...] | up [${SERVICES.join('|')}...] | down | status | check
  [--verbose] [--data-dir DIR] [--cache-dir DIR]`);
  process.exit(command === 'help' ? 0 : 2);
}
run().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`[infra] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
