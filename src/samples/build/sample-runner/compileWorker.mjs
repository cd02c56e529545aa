// Runs in a worker thread (compileCache.mjs, warmCompileCache): fills the compile cache of the given workspaces.
import {workerData} from 'node:worker_threads';
import {compileCached} from './compileCache.mjs';

const {siteDir, versions} = /** @type {{siteDir: string, versions: import('../../shared/versions.mjs').Version[]}} */ (workerData);
for (const version of versions) compileCached(siteDir, version);
