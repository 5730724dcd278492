#!/usr/bin/env node
// Local infrastructure as plain processes.
//   node infra/bin/infra.mjs install [tool...]     install what is missing (default: all tools)
//   node infra/bin/infra.mjs up [service...]       start and stay in the foreground until Ctrl-C
//   node infra/bin/infra.mjs down                  stop what an earlier `up` / `npm start` left running
//   node infra/bin/infra.mjs status                installed tools, recorded processes, ready checks
//   node infra/bin/infra.mjs check                 write/read on each running server, tokens, one mail
// Options: --verbose (show build output), --data-dir <dir>, --cache-dir <dir>.
import path from 'node:path';
import {
  ensureInstalled,
  infraStatus,
  loadDemoUsers,
  loadEnv,
  readManifest,
  registerSupervisor,
  startInfra,
  stopInfra,
  TOOLS,
  SERVICES,
} from '../lib/index.mjs';
import { secs } from '../lib/messages.mjs';
import { checkInfra } from '../lib/check.mjs';

const log = (/** @type {string} */ m) => console.log(`[infra] ${m}`);

/**
 * @param {string[]} argv
 * @returns {{ command: string, names: string[], flags: Record<string, string | boolean> }}
 */
function parse(argv) {
  /** @type {Record<string, string | boolean>} */
  const flags = {};
  const rest = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--verbose' || a === '-v') flags.verbose = true;
    else if (a === '--help' || a === '-h') flags.help = true;
    else if (a.startsWith('--')) {
      const [k, v] = a.slice(2).split('=', 2);
      flags[k] = v ?? argv[++i] ?? '';
    } else rest.push(a);
  }
  return {
    command: rest[0] ?? 'help',
    names: rest
      .slice(1)
      .flatMap((n) => n.split(','))
      .filter(Boolean),
    flags,
  };
}

const usage = `usage: node infra/bin/infra.mjs <command> [names...] [--verbose] [--data-dir DIR] [--cache-dir DIR]
  install [${TOOLS.join('|')}...]   install what is missing (default: all)
  up [${SERVICES.join('|')}...]          start (default: all) and wait until Ctrl-C
  down                                   stop what an earlier 'up' or 'npm start' left running
  status                                 show installed tools and running servers
  check                                  write/read on each running server, Keycloak tokens, one mail`;

async function main() {
  const { command, names, flags } = parse(process.argv.slice(2));
  if (flags.help || command === 'help') {
    console.log(usage);
    return 0;
  }
  const env = { ...process.env };
  if (typeof flags['data-dir'] === 'string') env.INFRA_DATA_DIR = path.resolve(flags['data-dir']);
  if (typeof flags['cache-dir'] === 'string') env.INFRA_CACHE_DIR = path.resolve(flags['cache-dir']);
  const settings = loadEnv({ env });

  if (command === 'install') {
    const t0 = Date.now();
    const tools = await ensureInstalled(names.length ? names : [...TOOLS], {
      settings,
      log,
      verbose: !!flags.verbose,
    });
    for (const t of Object.values(tools)) {
      const extra = t.javaHome ? ` (Java ${t.javaMajor}: ${t.javaHome})` : '';
      console.log(`  ${t.name.padEnd(13)} ${(t.version || '(system)').padEnd(9)} ${t.path}${extra}`);
    }
    log(`done in ${secs(Date.now() - t0)}; cache: ${settings.INFRA_CACHE_DIR}`);
    return 0;
  }

  if (command === 'up') {
    const infra = await startInfra({ settings, log, only: names.length ? names : undefined });
    // `down` from another terminal sends this process SIGTERM first, so it stops everything in order
    const unregister = registerSupervisor(infra.pidDir, { name: 'infra-up' });
    const u = infra.urls;
    console.log('');
    const started = infra.processes;
    if (started.mongo) console.log(`  MongoDB (FerretDB)  ${u.mongo}`);
    if (started.nats) console.log(`  NATS (JetStream)    ${u.nats}   monitor ${u.natsMonitor}`);
    if (started.redis) console.log(`  Redis               ${u.redis}`);
    if (infra.keycloak) {
      console.log(
        `  Keycloak ${infra.keycloak.version.padEnd(10)} ${u.keycloak}/admin/  (${infra.keycloak.adminUser} / ${infra.keycloak.adminPassword}), Java at ${infra.keycloak.javaHome}`,
      );
      console.log(`  OIDC issuer         ${u.keycloakIssuer}   client ${infra.keycloak.clientId}`);
      console.log(
        `  Demo users (password demo): ${loadDemoUsers()
          .map((d) => d.username)
          .join(', ')}`,
      );
    }
    if (started.smtp) console.log(`  SMTP catcher        ${u.smtp}   messages ${u.smtpHttp}/messages`);
    console.log(`  Logs                ${infra.logsDir}`);
    console.log('\n  Ctrl-C stops everything.\n');
    return await new Promise((resolve) => {
      let done = false;
      const shutdown = async (/** @type {string} */ why, /** @type {number} */ code) => {
        if (done) return;
        done = true;
        log(`${why}: stopping...`);
        await infra.stop();
        unregister();
        log('stopped');
        resolve(code);
      };
      process.on('SIGINT', () => shutdown('SIGINT', 0));
      process.on('SIGTERM', () => shutdown('SIGTERM', 0));
      for (const [service, p] of Object.entries(infra.processes)) {
        p.exited.then(({ code, signal }) => {
          if (!done)
            shutdown(
              `${service} exited unexpectedly (${signal ?? `exit code ${code}`}; log ${p.logFile})`,
              1,
            );
        });
      }
    });
  }

  if (command === 'down') {
    const results = await stopInfra({ settings, log });
    if (!results.length) log(`nothing recorded as running in ${path.join(settings.INFRA_DATA_DIR, 'run')}`);
    return 0;
  }

  if (command === 'check') {
    const results = await checkInfra({ settings });
    for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(9)} ${r.detail}`);
    return results.every((r) => r.ok) ? 0 : 1;
  }

  if (command === 'status') {
    const manifest = readManifest(settings.INFRA_CACHE_DIR);
    console.log(`cache ${settings.INFRA_CACHE_DIR}`);
    for (const name of TOOLS) {
      const t = manifest[name];
      console.log(
        `  ${name.padEnd(13)} ${t ? `${t.version} ${t.path}${t.javaHome ? ` (Java ${t.javaMajor})` : ''}` : name === 'redis-server' || name === 'chromium' ? '(from apt)' : 'not installed'}`,
      );
    }
    console.log(`data ${settings.INFRA_DATA_DIR}`);
    for (const s of await infraStatus({ settings })) {
      console.log(
        `  ${s.service.padEnd(9)} ${s.ready ? 'ready  ' : 'down   '} ${s.running ? `pid ${s.pid}` : '-'.padEnd(9)}  ${s.url}`,
      );
    }
    return 0;
  }

  console.error(usage);
  return 2;
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(`[infra] ${e instanceof Error ? e.message : e}`);
    if (process.env.DEBUG && e instanceof Error) console.error(e.stack);
    process.exit(1);
  },
);
