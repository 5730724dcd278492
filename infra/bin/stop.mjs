#!/usr/bin/env node
// `npm stop`: stops what an earlier `npm start` started (recorded in pid files in the data dir).
import path from 'node:path';
import { loadEnv, repoRoot, runDir, stopRecorded } from '../lib/index.mjs';

const settings = loadEnv();
const results = await stopRecorded(runDir(path.resolve(repoRoot, settings.INFRA_DATA_DIR)), {
  log: (line) => console.log(`[stop] ${line}`),
});
console.log(results.length ? `[stop] stopped ${results.length} processes` : '[stop] nothing was running');
