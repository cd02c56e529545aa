// Unit tests of the build-time record extraction (src/plugins/search-index/extract.mjs).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {extractRecords} from '../../src/plugins/search-index/extract.mjs';

const docPage = `<!doctype html><html lang=en class="docs-wrapper docs-version-current docs-doc-page"><head>
<title>Container | InversifyJS</title>
<meta name=docsearch:language content=en /><meta name=docsearch:docusaurus_tag content=docs-default-current />
</head><body><nav class=menu><a class=menu__link>Sidebar text</a></nav><article>
<nav class="theme-doc-breadcrumbs"><ul class=breadcrumbs><li class=breadcrumbs__item><a aria-label="Home page" href=/><svg></svg></a>
<li class=breadcrumbs__item><span>API</span><li class="breadcrumbs__item breadcrumbs__item--active"><span>Container</span></ul></nav>
<span class="theme-doc-version-badge badge">Version: next</span>
<div class="theme-doc-markdown markdown"><header><h1>Container</h1></header>
<p>The <code>Container</code> resolves &lt;T&gt; services.</p>
<h2 id=unbind-async>unbindAsync<a href=#unbind-async class=hash-link>\u200b</a></h2>
<ul><li>Removes bindings<ul><li>nested item</li></ul></li></ul>
<pre><code>container.unbindAsync(id)</code></pre>
<h3 id=example>Example</h3><p>An example.</p>
<h2 id=other>Other</h2><table><thead><tr><th>Option</th><th>Effect</th></tr></thead><tbody><tr><td>Scope</td><td>Singleton or transient</td></tr></tbody></table>
</div></article><footer><p>Footer text</p></footer></body></html>`;

test('a docs page gives a lvl1 record, heading records and content records with hierarchy and anchors', () => {
  const records = extractRecords(docPage, {siteUrl: 'https://inversify.io', path: '/docs/next/api/container/'});
  const summary = records.map((r) => [r.type, r.url.replace('https://inversify.io', ''), r.hierarchy.lvl2, r.hierarchy.lvl3, r.content]);
  assert.deepEqual(summary, [
    ['lvl1', '/docs/next/api/container/', null, null, null],
    ['content', '/docs/next/api/container/', null, null, 'The Container resolves <T> services.'],
    ['lvl2', '/docs/next/api/container/#unbind-async', 'unbindAsync', null, null],
    ['content', '/docs/next/api/container/#unbind-async', 'unbindAsync', null, 'Removes bindings'],
    ['content', '/docs/next/api/container/#unbind-async', 'unbindAsync', null, 'nested item'],
    ['lvl3', '/docs/next/api/container/#example', 'unbindAsync', 'Example', null],
    ['content', '/docs/next/api/container/#example', 'unbindAsync', 'Example', 'An example.'],
    ['lvl2', '/docs/next/api/container/#other', 'Other', null, null],
    // One record per table row, not per cell ("Scope" alone would be noise); the header row is not content.
    ['content', '/docs/next/api/container/#other', 'Other', null, 'Scope · Singleton or transient'],
  ]);
  for (const record of records) {
    assert.equal(record.hierarchy.lvl0, 'API');
    assert.equal(record.hierarchy.lvl1, 'Container');
    assert.equal(record.language, 'en');
    assert.equal(record.docusaurus_tag, 'docs-default-current');
  }
  assert.equal(new Set(records.map((r) => r.objectID)).size, records.length);
});

test('a blog post is indexed under Blog with tag default; other pages are not indexed', () => {
  const post = `<html lang=en class="blog-wrapper blog-post-page"><head><meta name=docsearch:docusaurus_tag content=default /></head>
  <body><article><header><h1 class=title_x>Planning InversifyJS 8.0.0</h1></header><div class=markdown><p>We plan things.</p><h2 id=goals>Goals</h2></div></article></body></html>`;
  const records = extractRecords(post, {siteUrl: 'https://inversify.io', path: '/blog/planning/'});
  assert.deepEqual(records.map((r) => [r.type, r.hierarchy.lvl0, r.hierarchy.lvl1, r.content, r.docusaurus_tag]), [
    ['lvl1', 'Blog', 'Planning InversifyJS 8.0.0', null, 'default'],
    ['content', 'Blog', 'Planning InversifyJS 8.0.0', 'We plan things.', 'default'],
    ['lvl2', 'Blog', 'Planning InversifyJS 8.0.0', null, 'default'],
  ]);
  const list = `<html class="blog-wrapper blog-list-page"><head><meta name=docsearch:docusaurus_tag content=default /></head><body><article><h1>x</h1></article></body></html>`;
  assert.deepEqual(extractRecords(list, {siteUrl: 'https://inversify.io', path: '/blog/'}), []);
});
