// Downloads the releases src/siteData/api-history.json names (once: they are kept in node_modules/.cache/api-history/),
// so that tests/unit/api-history.test.mjs reads them without the network. Run by the test command's install step.
import path from 'node:path';
import {readApiHistory} from '../../src/remark/apiHistory/data.mjs';
import {fetchReleases} from './releases.mjs';

const started = Date.now();
const count = await fetchReleases(readApiHistory(path.resolve(import.meta.dirname, '../..')));
console.log(`api history: ${count} package releases in the cache (${((Date.now() - started) / 1000).toFixed(1)} s)`);
