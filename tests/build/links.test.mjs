// Every same-site link in the built HTML leads to a built page, and every #anchor to an element id on it.
// Docusaurus only warns about broken anchors; here they fail the run. Each problem is reported at the source line that
// wrote the link (./links.mjs maps the built route back), or at the built route when a component made the link.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {BUILD} from './content-pages.mjs';
import {builtLinkProblems, contentIndex, describeBuiltProblem, htmlFiles} from './links.mjs';

test('same-site links and anchors in the built pages resolve', () => {
  const {problems, checked} = builtLinkProblems(htmlFiles(BUILD));
  assert.ok(checked > 1000, `only ${checked} links checked: is the build complete?`);
  const index = contentIndex();
  // One line per source line: a post's broken link is also on the blog's list pages.
  const described = [...new Set(problems.flatMap((problem) => describeBuiltProblem(problem, index).split('\n')))];
  if (described.length > 0) assert.fail(`broken links and anchors:\n${described.join('\n')}`);
});
