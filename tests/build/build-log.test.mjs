// A clean build prints nothing that reads like a problem (tests/build/buildOutput.mjs). BUILD_LOGS names the files
// holding the output of the builds to check, separated by spaces; scripts/test-all.sh records its two builds there.
// By hand: npm run build 2>&1 | tee /tmp/build.log; BUILD_LOGS=/tmp/build.log node --test tests/build/build-log.test.mjs
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {problemLines} from './buildOutput.mjs';

const logs = (process.env.BUILD_LOGS ?? '').split(' ').filter(Boolean);

test('the build prints no warning, error, deprecation or update banner', {skip: logs.length === 0 && 'BUILD_LOGS names no build log'}, () => {
  for (const log of logs) {
    const output = fs.readFileSync(log, 'utf8');
    // The whole output of a build that finished, not the start of one.
    assert.match(output, /\[SUCCESS\] Generated static files in/, `${log} is not the output of a finished build`);
    assert.deepEqual(problemLines(output), [], `${log}: lines that report a problem`);
  }
});
