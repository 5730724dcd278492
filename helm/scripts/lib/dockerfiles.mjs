import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Static checks of the apps' Dockerfiles against the repository, since no image can be built here:
 * each Dockerfile copies the manifests and the sources of exactly the workspace packages its app
 * depends on (transitively), every path it copies from the build context exists, the base images
 * are pinned, the final stage runs as a numeric non-root user and exposes the port the chart uses.
 */

/** Instructions of a Dockerfile: [{ op, args, stage }], continuation lines joined, comments dropped. */
const parse = (text) => {
  const joined = text.replace(/\\\r?\n/g, ' ');
  let stage = -1;
  return joined
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [op, ...rest] = line.split(/\s+/);
      if (op.toUpperCase() === 'FROM') stage += 1;
      return { op: op.toUpperCase(), args: rest.join(' '), stage };
    });
};

/** Workspace folders an app depends on, transitively, from the package.json files. */
const workspaceClosure = (repoRoot, appDir) => {
  const rootManifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
  const folders = new Map();
  for (const dir of rootManifest.workspaces ?? []) {
    const file = join(repoRoot, dir, 'package.json');
    if (existsSync(file)) folders.set(JSON.parse(readFileSync(file, 'utf8')).name, dir);
  }
  const manifestOf = (dir) => JSON.parse(readFileSync(join(repoRoot, dir, 'package.json'), 'utf8'));
  const found = new Set();
  const visit = (dir) => {
    const { dependencies, devDependencies, peerDependencies } = manifestOf(dir);
    for (const name of Object.keys({ ...dependencies, ...devDependencies, ...peerDependencies })) {
      const folder = folders.get(name);
      if (folder && !found.has(folder)) {
        found.add(folder);
        visit(folder);
      }
    }
  };
  visit(appDir);
  return [...found].sort();
};

const camelCase = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());

/**
 * @param {string} repoRoot
 * @param {{ name: string, kind: 'backend' | 'static' }} app
 * @param {Record<string, any>} chartValues default values of the chart (for the port)
 */
export const checkDockerfile = (repoRoot, app, chartValues) => {
  const name = `${app.name}/Dockerfile matches the repository and the chart`;
  const file = join(repoRoot, app.name, 'Dockerfile');
  if (!existsSync(file)) return { name, errors: ['missing'] };
  const errors = [];
  const instructions = parse(readFileSync(file, 'utf8'));
  const args = Object.fromEntries(
    instructions.filter((i) => i.op === 'ARG' && i.args.includes('=')).map((i) => i.args.split('=')),
  );
  const lastStage = Math.max(...instructions.map((i) => i.stage));
  const final = instructions.filter((i) => i.stage === lastStage);
  const copies = instructions.filter((i) => i.op === 'COPY' && !/--from=/.test(i.args));
  const copyArgs = copies.map((i) => i.args.replace(/--\S+\s*/g, '').split(/\s+/));
  const sources = copyArgs.flatMap((parts) => parts.slice(0, -1));

  for (const from of instructions.filter((i) => i.op === 'FROM')) {
    const image = from.args.split(/\s+/)[0].replace(/^\$\{?(\w+)\}?$/, (_, arg) => args[arg] ?? `<unset ${arg}>`);
    const isStage = instructions.some((i) => i.op === 'FROM' && new RegExp(`\\bAS\\s+${image}$`, 'i').test(i.args));
    if (!isStage && (!/:[\w][\w.-]*$/.test(image) || /:latest$/.test(image))) errors.push(`base image ${image} is not pinned to a tag`);
  }
  for (const source of sources) {
    if (!/[*?]/.test(source) && !existsSync(join(repoRoot, source))) errors.push(`COPY source ${source} does not exist`);
  }
  const needed = [...workspaceClosure(repoRoot, app.name), app.name];
  for (const dir of needed) {
    if (!sources.includes(`${dir}/package.json`)) errors.push(`does not copy ${dir}/package.json before npm install`);
    if (!sources.includes(`${dir}/`)) errors.push(`does not copy the sources of ${dir}`);
    if (app.kind === 'backend' && !final.some((i) => i.op === 'COPY' && i.args.includes(`/app/${dir}/dist`))) {
      errors.push(`final stage does not copy ${dir}/dist`);
    }
  }
  for (const source of sources.filter((s) => s.endsWith('/package.json') || s.endsWith('/'))) {
    const dir = source.replace(/\/(package\.json)?$/, '');
    if (dir && !needed.includes(dir)) errors.push(`copies ${source}, which ${app.name} does not depend on`);
  }
  const install = instructions.filter((i) => i.op === 'RUN' && /\bnpm install\b/.test(i.args));
  if (install.length === 0 || install.some((i) => !i.args.includes(`--workspace ${app.name}`))) {
    errors.push(`npm install is not limited to --workspace ${app.name}`);
  }
  const user = final.filter((i) => i.op === 'USER').at(-1)?.args ?? '';
  if (!/^[1-9]\d*(:\d+)?$/.test(user)) errors.push(`final stage USER "${user}" is not a numeric non-root uid`);
  const port = chartValues[camelCase(app.name)]?.containerPort;
  const exposed = final.filter((i) => i.op === 'EXPOSE').map((i) => Number(i.args));
  if (!exposed.includes(port)) errors.push(`EXPOSE ${exposed.join(' ') || '(none)'} is not the chart's containerPort ${port}`);
  if (app.kind === 'backend') {
    if (!final.some((i) => i.op === 'CMD' && i.args === '["node", "dist/main.js"]')) errors.push('final stage CMD is not ["node", "dist/main.js"]');
    if (!final.some((i) => i.op === 'ENV' && /\bNODE_ENV=production\b/.test(i.args))) errors.push('final stage does not set NODE_ENV=production');
  }
  return { name, errors };
};

/** The build context must not carry installed or built output, nor local data and tools. */
export const checkDockerignore = (repoRoot) => {
  const name = '.dockerignore keeps node_modules, dist, .infra, .data and .git out of the build context';
  const file = join(repoRoot, '.dockerignore');
  if (!existsSync(file)) return { name, errors: ['missing'] };
  const patterns = new Set(readFileSync(file, 'utf8').split(/\r?\n/).map((line) => line.trim()));
  const required = ['**/node_modules', '**/dist', '**/coverage', '.infra', '.data', '.git'];
  return { name, errors: required.filter((p) => !patterns.has(p)).map((p) => `no pattern ${p}`) };
};
