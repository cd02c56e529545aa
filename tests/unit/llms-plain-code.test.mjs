// The Markdown conversion reads pages whose code tokens are plain text (src/plugins/llms/plainCode.mjs): the text and
// every element but the tokens must stay as they were.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {withPlainCode} from '../../src/plugins/llms/plainCode.mjs';

test('code tokens become their text, nested ones too; lines, other spans and entities stay', () => {
  const html =
    '<pre class="prism-code language-ts"><code><span class=token-line style=color:red>' +
    '<span class="token keyword">const</span><span class=token> </span>' +
    '<span class="token template-string"><span class="token string">`a${</span><span class="token interpolation">b</span>}`</span>' +
    '<span class="token operator">&lt;</span><br/></span></code></pre>' +
    '<p><span class="tokenish">kept</span> <span class="badge token">kept too</span></p>';
  assert.equal(
    withPlainCode(html),
    '<pre class="prism-code language-ts"><code><span class=token-line style=color:red>const `a${b}`&lt;<br/></span></code></pre>' +
      '<p><span class="tokenish">kept</span> <span class="badge token">kept too</span></p>',
  );
});
