// The first load's budget as a check of the build (issue 18): the compressed JavaScript a phone loads from
// sign-in to the dashboard (≤ 200 KB) and each remote's own scripts until its first screen (≤ 120 KB), read
// from the chunk graph each production build writes beside its files (`.first-load.json`), not timed in a
// browser. It counts what `e2e/bench/first-load.mjs` counts: the brotli files the servers send (`<file>.br`,
// PrecompressPlugin) and the response headers of each script.
//   node packages/frontend-build/bundler/first-load-budget.mjs            checks the built apps
//   node packages/frontend-build/bundler/first-load-budget.mjs --record   records them as the baseline
// The baseline (`first-load-baseline.json`, committed) only names what grew when the budget is exceeded.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The graph's file in each app's dist (a dot file: the static servers do not send it). */
export const FIRST_LOAD_GRAPH = '.first-load.json';

/**
 * The response headers the gateway sends with each script (security headers, caching, rate limit: about
 * 1.1 KB, measured on a script of the shell and one of a remote); the benchmark counts them with the file.
 */
export const HEADER_BYTES_PER_SCRIPT = 1100;

/** Budgets in bytes (issue 6; kept by issue 18). */
export const BUDGETS = { signInToDashboard: 200 * 1024, remoteFirstScreen: 120 * 1024 };

/**
 * The first screens: what the shell loads before the login page, what it adds for the frame after sign-in,
 * and each remote's first screen (the bench's), as the dynamic imports (their requests as written in the
 * code) that lead there. Every other dynamic import is left out: it loads when something else opens. The
 * texts of German (the source language, the bench's de-CH) load with each: any request naming `.de`.
 */
export const FIRST_SCREENS = {
  beforeLogin: ['./bootstrap'],
  shellFrame: ['./modules/boot/render-shell'],
  remotes: {
    'mf-field': { path: '/dashboard', imports: ['./modules/dashboard/components/DashboardPage'] },
    'mf-promo': {
      path: '/promochecks/list',
      imports: ['./modules/promo-checks/components/PromoCheckListPage'],
    },
    'mf-portal': { path: '/portal', imports: ['./modules/portal/components/PortalPage'] },
    'mf-admin': { path: '/admin/overview', imports: ['./modules/overview/components/OverviewPage'] },
  },
  /** The remote whose first screen follows sign-in (the test buyer's dashboard). */
  signInRemote: 'mf-field',
};

const GERMAN_TEXTS = /(^|[./])de(\.js)?$/;

/**
 * @typedef {{ id: string, name: string, files: { name: string, bytes: number }[], consumes: string[] }} GraphChunk
 * @typedef {{ chunks: string[], parents: number[], initial: boolean, exposed: boolean, requests: string[], provides: string[] }} GraphGroup
 *   a chunk group: the chunks loaded together, for the dynamic imports `requests` made in a parent group's
 *   modules, for the shared modules it `provides`, or for a module a remote exposes (`exposed`: the
 *   container entry asks for it)
 * @typedef {{ app: string, chunks: GraphChunk[], groups: GraphGroup[] }} ChunkGraph
 */

const keyAfter = (prefix) => (name) => new RegExp(`^${prefix} \\([^)]*\\) (@?[^@]+)@`).exec(name)?.[1];
const consumeKey = keyAfter('consume shared module');
const provideKey = keyAfter('provide shared module');

/**
 * The compact chunk graph of a build: its chunks from the stats (`stats.toJson(GRAPH_STATS)`: files, the
 * sizes of their `.br` copies, the shared modules each consumes) and its chunk groups from the compilation
 * (which import or shared module loads them, and from which groups).
 * @param {string} app
 * @param {any} stats
 * @param {{ chunks: { id: unknown }[], origins: { request?: string, module?: { identifier(): string } }[], getParents(): unknown[], isInitial(): boolean }[]} chunkGroups
 * @returns {ChunkGraph}
 */
export function chunkGraphOf(app, stats, chunkGroups) {
  const brotliBytes = new Map(
    (stats.assets ?? [])
      .filter((asset) => asset.name.endsWith('.br'))
      .map((asset) => [asset.name.slice(0, -3), asset.size]),
  );
  const chunks = stats.chunks.map((chunk) => {
    const modules = chunk.modules ?? [];
    const largest = modules
      .filter((module) => module.name && !/^(consume|provide) shared module|\.css$/.test(module.name))
      .sort((a, b) => b.size - a.size)[0];
    return {
      id: String(chunk.id),
      name:
        chunk.names?.[0] ??
        (largest?.name ?? `chunk ${chunk.id}`)
          .replace(/ \+ \d+ modules$/, '')
          .replace(/^(\.\.\/)*node_modules\/(\.cache\/frontend-build\/)?/, '')
          .replace(/^\.\.\//, ''),
      files: (chunk.files ?? [])
        .filter((file) => file.endsWith('.js'))
        .map((file) => ({ name: file, bytes: brotliBytes.get(file) ?? 0 })),
      consumes: [...new Set(modules.map((module) => consumeKey(module.name ?? '')).filter(Boolean))],
    };
  });
  const index = new Map(chunkGroups.map((group, position) => [group, position]));
  const groups = chunkGroups.map((group) => ({
    chunks: group.chunks.map((chunk) => String(chunk.id)),
    parents: group
      .getParents()
      .map((parent) => index.get(parent))
      .filter((position) => position !== undefined),
    initial: group.isInitial(),
    exposed: group.origins.some((origin) => origin.module?.identifier().startsWith('container entry')),
    requests: [...new Set(group.origins.map((origin) => origin.request ?? '').filter(Boolean))],
    provides: [
      ...new Set(
        group.origins.map((origin) => provideKey(origin.module?.identifier() ?? '')).filter(Boolean),
      ),
    ],
  }));
  return { app, chunks, groups };
}

/** The stats a chunk graph takes its chunks from. */
const GRAPH_STATS = {
  all: false,
  assets: true,
  cachedAssets: true,
  chunks: true,
  chunkModules: true,
  dependentModules: true,
  chunkModulesSpace: Infinity,
  ids: true,
};

/** Writes the build's chunk graph into its dist (`.first-load.json`), for the budget check. */
export class FirstLoadGraphPlugin {
  /** @param {string} app */
  constructor(app) {
    this.app = app;
  }

  apply(compiler) {
    compiler.hooks.done.tapPromise('FirstLoadGraphPlugin', async (stats) => {
      if (stats.hasErrors()) return;
      const graph = chunkGraphOf(this.app, stats.toJson(GRAPH_STATS), stats.compilation.chunkGroups);
      await writeFile(path.join(compiler.options.output.path, FIRST_LOAD_GRAPH), JSON.stringify(graph));
    });
  }
}

/**
 * The chunk groups a screen loads: from `start`, every group imported (a request `follows` accepts) from an
 * included group, and with `shared` the groups of the shell that provide the shared modules the included
 * chunks and `alsoConsumed` consume, until nothing is added.
 * @param {ChunkGraph} graph
 * @param {Set<number>} start group indices
 * @param {(request: string) => boolean} follows
 * @param {{ shared?: boolean, alsoConsumed?: Set<string> }} [options]
 */
function loadedGroups(graph, start, follows, { shared = false, alsoConsumed = new Set() } = {}) {
  const included = new Set(start);
  const chunkById = new Map(graph.chunks.map((chunk) => [chunk.id, chunk]));
  for (let grew = true; grew;) {
    grew = false;
    const consumed = new Set(alsoConsumed);
    if (shared)
      for (const position of included)
        for (const id of graph.groups[position].chunks)
          for (const key of chunkById.get(id)?.consumes ?? []) consumed.add(key);
    graph.groups.forEach((group, position) => {
      if (included.has(position)) return;
      const imported = group.requests.some(follows) && group.parents.some((parent) => included.has(parent));
      if (imported || group.provides.some((key) => consumed.has(key))) {
        included.add(position);
        grew = true;
      }
    });
  }
  return included;
}

/** The chunks of groups, each once. */
const chunksOf = (graph, groups) => {
  const ids = new Set([...groups].flatMap((position) => graph.groups[position].chunks));
  return graph.chunks.filter((chunk) => ids.has(chunk.id));
};

const followsAny = (requests) => (request) => requests.includes(request) || GERMAN_TEXTS.test(request);

/**
 * The scripts of each first screen.
 * @param {Record<string, ChunkGraph>} graphs by app (shell and the remotes)
 * @param {typeof FIRST_SCREENS} [screens]
 * @returns {{ signIn: Loaded[], remotes: Record<string, Loaded[]> }}
 * @typedef {{ app: string, chunk: string, file: string, bytes: number }} Loaded
 */
export function firstScreenScripts(graphs, screens = FIRST_SCREENS) {
  const shell = graphs.shell;
  if (!shell) throw new Error('no chunk graph of the shell');
  const entry = new Set(shell.groups.flatMap((group, position) => (group.initial ? [position] : [])));
  const beforeLogin = loadedGroups(shell, entry, followsAny(screens.beforeLogin), { shared: true });
  /** @param {string} remote */
  const remoteScreen = (remote) => {
    const graph = graphs[remote];
    const screen = screens.remotes[remote];
    if (!graph || !screen) throw new Error(`no chunk graph or first screen of ${remote}`);
    const requests = new Set(graph.groups.flatMap((group) => group.requests));
    const missing = screen.imports.filter((request) => !requests.has(request));
    if (missing.length)
      throw new Error(`${remote}: the first screen's import ${missing.join(', ')} is not in the build`);
    // the remote's entry and the exposed routes (the shell asks the container for them); they import the screen
    const start = new Set(
      graph.groups.flatMap((group, position) => (group.initial || group.exposed ? [position] : [])),
    );
    return chunksOf(graph, loadedGroups(graph, start, followsAny(screen.imports)));
  };
  const files = (app, chunks) =>
    chunks.flatMap((chunk) =>
      chunk.files.map((file) => ({ app, chunk: chunk.name, file: file.name, bytes: file.bytes })),
    );
  const fieldChunks = remoteScreen(screens.signInRemote);
  const signInGroups = loadedGroups(
    shell,
    beforeLogin,
    followsAny([...screens.beforeLogin, ...screens.shellFrame]),
    { shared: true, alsoConsumed: new Set(fieldChunks.flatMap((chunk) => chunk.consumes)) },
  );
  const loadedBefore = new Set(chunksOf(shell, beforeLogin).map((chunk) => chunk.id));
  return {
    signIn: [
      ...files(
        'shell',
        chunksOf(shell, signInGroups).filter((chunk) => !loadedBefore.has(chunk.id)),
      ),
      ...files(screens.signInRemote, fieldChunks),
    ],
    remotes: Object.fromEntries(
      Object.keys(screens.remotes)
        .filter((remote) => graphs[remote])
        .map((remote) => [remote, files(remote, remoteScreen(remote))]),
    ),
  };
}

/** @param {Loaded[]} scripts */
export const loadedBytes = (scripts) =>
  scripts.reduce((total, script) => total + script.bytes + HEADER_BYTES_PER_SCRIPT, 0);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const keyOf = (script) => `${script.app}: ${script.chunk}`;

/**
 * The budget's verdict: one line per screen, and for a screen over its budget what it loads, largest
 * first, each marked with how it changed against the baseline (new, or grown by so much).
 * @param {ReturnType<typeof firstScreenScripts>} scripts
 * @param {Record<string, Record<string, number>>} [baseline] bytes by screen and `app: chunk`
 * @returns {{ ok: boolean, lines: string[], figures: Record<string, Record<string, number>> }}
 */
export function budgetVerdict(scripts, baseline = {}) {
  const screens = [
    ['sign-in → dashboard', scripts.signIn, BUDGETS.signInToDashboard],
    ...Object.entries(scripts.remotes).map(([remote, loaded]) => [
      `${remote} until its first screen`,
      loaded,
      BUDGETS.remoteFirstScreen,
    ]),
  ];
  const lines = [];
  const figures = {};
  let ok = true;
  for (const [label, loaded, budget] of /** @type {[string, Loaded[], number][]} */ (screens)) {
    const bytes = loadedBytes(loaded);
    const byChunk = {};
    for (const script of loaded) byChunk[keyOf(script)] = (byChunk[keyOf(script)] ?? 0) + script.bytes;
    figures[label] = byChunk;
    const within = bytes <= budget;
    ok &&= within;
    lines.push(
      `${within ? 'ok  ' : 'OVER'} ${label}: ${kb(bytes)} of ${kb(budget)} in ${loaded.length} scripts`,
    );
    if (within) continue;
    const before = baseline[label] ?? {};
    const grown = Object.entries(byChunk)
      .map(([chunk, size]) => ({
        chunk,
        size,
        change: size - (before[chunk] ?? 0),
        isNew: !(chunk in before),
      }))
      .filter((entry) => entry.change > 0)
      .sort((a, b) => b.change - a.change);
    lines.push(
      grown.length
        ? `     what grew (against first-load-baseline.json): ${grown
            .map(({ chunk, size, change, isNew }) =>
              isNew ? `${chunk} (new, ${kb(size)})` : `${chunk} (+${kb(change)}, now ${kb(size)})`,
            )
            .join('; ')}`
        : '     nothing grew against first-load-baseline.json: more scripts, or the budget changed',
    );
    lines.push(
      `     what it loads: ${Object.entries(byChunk)
        .sort((a, b) => b[1] - a[1])
        .map(([chunk, size]) => `${chunk} ${kb(size)}`)
        .join(', ')}`,
    );
  }
  return { ok, lines, figures };
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const BASELINE = path.join(repoRoot, 'packages', 'frontend-build', 'first-load-baseline.json');

/** The chunk graphs of the built shell and remotes (an app not built yet is named). */
export function builtGraphs(apps = ['shell', ...Object.keys(FIRST_SCREENS.remotes)]) {
  return Object.fromEntries(
    apps.map((app) => {
      const file = path.join(repoRoot, app, 'dist', FIRST_LOAD_GRAPH);
      if (!existsSync(file))
        throw new Error(`${app} has no ${FIRST_LOAD_GRAPH}: build it (npm run build -w ${app})`);
      return [app, JSON.parse(readFileSync(file, 'utf8'))];
    }),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const baseline = existsSync(BASELINE) ? JSON.parse(readFileSync(BASELINE, 'utf8')) : {};
  const verdict = budgetVerdict(firstScreenScripts(builtGraphs()), baseline);
  process.stdout.write(`${verdict.lines.join('\n')}\n`);
  if (process.argv.includes('--record')) {
    writeFileSync(BASELINE, `${JSON.stringify(verdict.figures, null, 2)}\n`);
    process.stdout.write(`recorded in ${path.relative(repoRoot, BASELINE)}\n`);
  }
  process.exit(verdict.ok ? 0 : 1);
}
