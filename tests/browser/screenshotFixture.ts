import fs from 'node:fs';
import path from 'node:path';
import {expect, type Page} from '@playwright/test';

// The screenshots (screenshots.spec.ts) show each kind of page's layout, not its content: before a shot, the parts that
// contributors edit (an article's body, the sidebar's and the TOC's items, the blog's posts and tags, search results,
// dates, the titles in breadcrumbs and pagers, the code in code blocks) are replaced by the fixed content of
// tests/browser/screenshot-fixture/. Everything around them (navbar, footer, sidebar and TOC containers, pager,
// version banner, blog header) is the page's own, and so is every element a fixture shows that has the theme's markup
// (a code block with its sample row, an admonition, a sidebar item, a post in the list, a search result): each is a
// copy of the first such element of the built site, its text replaced. A replaced part stays in the page, hidden, with
// the fixture beside it, so that React can still update its own nodes.

const FIXTURE_DIR = path.join(__dirname, 'screenshot-fixture');
const read = (file: string): string => fs.readFileSync(path.join(FIXTURE_DIR, file), 'utf8');

/** The kinds of page a fixture knows how to fill; `doc`, `api` and `errors` name their body's file. */
export type FixtureKind = 'doc' | 'api' | 'errors' | 'post' | 'blog' | 'tags' | 'search' | 'home' | 'run';

interface Lists {
  docsSidebar: {label: string; items?: string[]; collapsed?: boolean}[];
  activePage: string;
  breadcrumbs: string[];
  pager: [string, string];
  date: string;
  posts: {title: string; date: string; excerpt: string}[];
  postTags: string[];
  year: string;
  tags: {letter: string; items: [string, number][]};
  search: {count: string; results: {title: string; path: string[]}[]};
}

interface FixtureData {
  kind: FixtureKind;
  /** The article's body (HTML), for the kinds that have one. */
  body: string | null;
  /** Tokenised lines of the code every code block shows. */
  code: string;
  lists: Lists;
  /** For `run`: the sample whose block (and output panel) stays in the page. */
  keepSample: string | null;
}

/** The parts the theme mounts again when the window changes size (the fixture fills them again). */
const REMOUNTED = ['nav.menu > ul.theme-doc-sidebar-menu', '.theme-doc-toc-desktop > ul', 'aside nav [role="group"]'];

const BODY_FILE: Partial<Record<FixtureKind, string>> = {doc: 'doc.html', api: 'api.html', errors: 'errors.html', post: 'post.html', run: 'doc.html'};

/**
 * Replaces what contributors edit on the current page (hydrated, its renders after hydration done) by the fixture
 * for `kind`. `keepSample` (kind `run`): the data-sample path whose block and panel stay, in place of the body.
 */
export async function applyFixture(page: Page, kind: FixtureKind, keepSample?: string): Promise<{expectInPlace: () => Promise<void>}> {
  const file = BODY_FILE[kind];
  const data: FixtureData = {
    kind,
    body: file === undefined ? null : read(file),
    code: read('code.html').trimEnd(),
    lists: JSON.parse(read('lists.json')) as Lists,
    keepSample: keepSample ?? null,
  };
  const parts = await page.evaluate(fillPage, data);
  expect(parts.fixtures, `the ${kind} fixture replaced parts of the page`).toBeGreaterThan(0);
  // Images (authors' avatars) decoded before the shot: the shot shows those below the window too.
  await page.evaluate(() =>
    Promise.all(
      [...document.images].map((image) => {
        image.loading = 'eager';
        return image.decode().catch(() => undefined);
      }),
    ).then(() => undefined),
  );
  return {
    /** Fails when the page re-rendered a replaced part (the shot would then show the page's own content). */
    expectInPlace: async () => {
      const inPlace = await page.evaluate((remounted) => {
        const real = ':not([data-screenshot-fixture]):not([data-screenshot-replaced])';
        return {
          fixtures: document.querySelectorAll('[data-screenshot-fixture]').length > 0,
          shown: [...document.querySelectorAll('[data-screenshot-replaced]')].filter((element) => getComputedStyle(element).display !== 'none').length,
          unfilled: remounted.flatMap((selector) => [...document.querySelectorAll(`${selector}${real}`)]).length,
        };
      }, REMOUNTED);
      expect(inPlace, 'the fixture was in place for the shot').toEqual({fixtures: true, shown: 0, unfilled: 0});
    },
  };
}

/** Runs in the page (serialised: self-contained). Returns how many parts it replaced. */
async function fillPage(data: FixtureData): Promise<{fixtures: number; hidden: number}> {
  const {kind, lists} = data;
  const $ = <E extends Element = HTMLElement>(selector: string, root: ParentNode = document): E | null => root.querySelector<E>(selector);
  const $$ = <E extends Element = HTMLElement>(selector: string, root: ParentNode = document): E[] => [...root.querySelectorAll<E>(selector)];
  const must = <E extends Element = HTMLElement>(selector: string, root: ParentNode = document): E => {
    const found = $<E>(selector, root);
    if (found === null) throw new Error(`screenshot fixture (${kind}): the page has no ${selector}`);
    return found;
  };
  const parts = {fixtures: 0, hidden: 0};
  /** Not a part the fixture added or hid. */
  const REAL = ':not([data-screenshot-fixture]):not([data-screenshot-replaced])';
  // The parts that the theme mounts again when the window changes size (the sidebars and the TOC: phone and desktop
  // layouts differ), which a full-page capture does for a moment: filled again as soon as they are back.
  let tocSource: ParentNode | null = null;
  const sidebars = new Set<() => void>();
  /** Hides a part of the page, marked so that the test can check it is still hidden when the shot is taken. */
  const hide = (real: Element): void => {
    real.setAttribute('data-screenshot-replaced', '');
    (real as HTMLElement).style.setProperty('display', 'none', 'important');
    parts.hidden++;
  };
  /** Marks an element the fixture adds (likewise checked to be in the page for the shot). */
  const added = <E extends Element>(fixture: E): E => {
    fixture.setAttribute('data-screenshot-fixture', '');
    parts.fixtures++;
    return fixture;
  };
  /** Hides `real` and puts `fixture` right after it. */
  const replace = (real: Element, fixture: Element): void => {
    real.after(added(fixture));
    hide(real);
  };
  const copy = <E extends Element>(element: E): E => element.cloneNode(true) as E;
  const setText = (element: Element | null, text: string): void => {
    if (element !== null) element.textContent = text;
  };

  /**
   * The first element of the site that `accept`s: on this page once hydrated, else in the server HTML of the pages of
   * the sitemap in order (a page without one, for instance a doc without an admonition, borrows it).
   */
  async function firstOfSite(selector: string, accept: (element: Element) => boolean = () => true): Promise<Element> {
    const here = $$(selector).find(accept);
    if (here !== undefined) return here;
    const sitemap = await (await fetch('/sitemap.xml')).text();
    for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const html = await (await fetch(new URL(loc).pathname)).text();
      const found = [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll(selector)].find(accept);
      if (found !== undefined) return found;
    }
    throw new Error(`screenshot fixture (${kind}): no page of the site has ${selector}`);
  }
  /** A copy, in this document, of an element of this page or of another page's HTML. */
  const own = <E extends Element>(element: E): E => document.importNode(element, true);

  /** The fixture's code in a copy of a code block; a title only when given. */
  function withCode(block: Element, title: string | null, text: string | null): Element {
    const lines = text === null ? data.code.split('\n') : text.split('\n').map((line) => `<span class="token plain">${line}</span>`);
    const code = must('pre code', block);
    code.innerHTML = lines.map((line) => `<span class="token-line">${line === '' ? '<span class="token plain" style="display:inline-block"></span>' : line}<br></span>`).join('');
    code.style.setProperty('--code-lines', String(lines.length));
    const probe = document.createElement('div');
    code.style.setProperty('--code-columns', String(Math.max(...lines.map((line) => ((probe.innerHTML = line), probe.textContent?.length ?? 0)))));
    const titleElement = $('[class^="codeBlockTitle_"]', block);
    if (title === null) titleElement?.remove();
    else if (titleElement !== null) titleElement.textContent = title;
    else throw new Error(`screenshot fixture (${kind}): a code block without its title`);
    // The wrap button is there when the copied block's own code was wider than the block; the fixture's code is not.
    $('button[aria-label*="word wrap" i]', block)?.remove();
    return block;
  }

  /** A runnable sample's block and its row of buttons (Open in playground, Edit, Run). */
  const isRunnableBlock = (block: Element): boolean => {
    const row = block.nextElementSibling;
    return row !== null && row.classList.contains('sample-runner-needs-js') && $$('button', row).some((button) => button.textContent === 'Run');
  };
  const sampleBlock = (): Promise<Element> => firstOfSite('.theme-code-block', isRunnableBlock);

  async function filledSlots(root: Element): Promise<void> {
    for (const slot of $$('[data-fixture]', root)) {
      if (slot.dataset.fixture === 'sample') {
        const block = await sampleBlock();
        slot.replaceWith(withCode(own(block), slot.dataset.title ?? null, null), own(block.nextElementSibling!));
      } else if (slot.dataset.fixture === 'code') {
        slot.replaceWith(withCode(own(await sampleBlock()), null, slot.dataset.text ?? null));
      } else if (slot.dataset.fixture === 'admonition') {
        const admonition = own(await firstOfSite(`.theme-admonition-${slot.dataset.type}`));
        must('[class^="admonitionContent_"]', admonition).innerHTML = slot.innerHTML;
        slot.replaceWith(admonition);
      }
    }
    // Headings as the page's own: the class a rendered Markdown heading has, and its anchor link.
    const headingClass = $('.markdown h2.anchor, .markdown h3.anchor')?.className ?? 'anchor';
    for (const heading of $$('h2[id], h3[id]', root)) {
      heading.className = headingClass;
      const link = document.createElement('a');
      link.href = `#${heading.id}`;
      link.className = 'hash-link';
      link.textContent = '\u200b';
      heading.append(link);
    }
  }

  /** An element with the fixture body (HTML) in place of `real`, with real's classes. */
  async function replaceBody(real: Element): Promise<Element> {
    const body = document.createElement('div');
    body.className = real.className;
    body.innerHTML = data.body ?? '';
    await filledSlots(body);
    replace(real, body);
    return body;
  }

  /** The TOC's items from the fixture body's headings (the container stays the theme's). */
  function tableOfContents(body: ParentNode): void {
    tocSource = body;
    for (const list of $$(`.theme-doc-toc-desktop > ul${REAL}, [class*="tableOfContents_"] > ul.table-of-contents${REAL}`)) {
      const fixture = document.createElement('ul');
      fixture.className = list.className;
      let h2Item: HTMLElement | null = null;
      for (const heading of $$('h2[id], h3[id]', body)) {
        const item = document.createElement('li');
        const link = document.createElement('a');
        link.href = `#${heading.id}`;
        link.className = 'table-of-contents__link toc-highlight';
        link.textContent = heading.textContent?.replace('\u200b', '') ?? '';
        item.append(link);
        if (heading.tagName === 'H3' && h2Item !== null) {
          const sub = $('ul', h2Item) ?? h2Item.appendChild(document.createElement('ul'));
          sub.append(item);
        } else {
          fixture.append(item);
          h2Item = item;
        }
      }
      replace(list, fixture);
    }
  }

  /** The docs sidebar's items: copies of its own category and link items, with the fixture's labels. */
  function docsSidebar(): void {
    sidebars.add(docsSidebar);
    const menu = $(`nav.menu > ul.theme-doc-sidebar-menu${REAL}`);
    if (menu === null) return; // phones show the sidebar only when opened
    const category = must('li.theme-doc-sidebar-item-category-level-1', menu);
    const link = must('li.theme-doc-sidebar-item-link:not(:has(.menu__link--active))', menu);
    const label = (item: Element, text: string): void => {
      const span = must('span[title]', item);
      span.title = text;
      span.textContent = text;
    };
    const fixture = copy(menu);
    fixture.replaceChildren();
    for (const section of lists.docsSidebar) {
      const item = copy(category);
      label(item, section.label);
      const sectionLink = must(':scope > .menu__list-item-collapsible > a', item);
      const items = section.items ?? [];
      sectionLink.classList.toggle('menu__link--active', items.includes(lists.activePage));
      const children = must(':scope > ul', item);
      children.replaceChildren();
      if (section.collapsed === true) {
        item.classList.add('menu__list-item--collapsed');
        sectionLink.setAttribute('aria-expanded', 'false');
        children.remove();
      }
      for (const text of items) {
        const child = copy(link);
        label(child, text);
        const anchor = must('a', child);
        const active = text === lists.activePage;
        anchor.classList.toggle('menu__link--active', active);
        if (active) anchor.setAttribute('aria-current', 'page');
        children.append(child);
      }
      fixture.append(item);
    }
    replace(menu, fixture);
  }

  /** Breadcrumb labels (the home icon stays), the pager's titles and "Last updated" dates. */
  function docChrome(): void {
    const crumbs = $$('.theme-doc-breadcrumbs .breadcrumbs__item:not(:first-child) .breadcrumbs__link');
    crumbs.forEach((crumb, i) => setText(crumb, lists.breadcrumbs[Math.max(0, lists.breadcrumbs.length - crumbs.length + i)]));
    pager();
    for (const time of $$('.theme-last-updated time')) setText(time, lists.date);
  }

  function pager(): void {
    setText($('.pagination-nav__link--prev .pagination-nav__label'), lists.pager[0]);
    setText($('.pagination-nav__link--next .pagination-nav__label'), lists.pager[1]);
  }

  /** A post's date and reading time (under its title). */
  function postDate(article: Element, date: string): void {
    const time = $('header time', article);
    setText(time, date);
    for (const node of time?.parentElement?.childNodes ?? []) {
      if (node.nodeType === Node.TEXT_NODE && /min read/.test(node.textContent ?? '')) node.textContent = node.textContent!.replace(/\d+ min read/, '1 min read');
    }
  }

  /** Only an article's first author (a post's authors are content). */
  function firstAuthor(article: Element): void {
    $$('[class*="authorCol_"]', article).slice(1).forEach(hide);
  }

  /** A post's tags (in its footer): copies of its first tag, or none when it has none. */
  function postTags(article: Element): void {
    const list = $('footer ul', article);
    if (list === null) return;
    const tag = must('li', list);
    const fixture = copy(list);
    fixture.replaceChildren(
      ...lists.postTags.map((text) => {
        const item = copy(tag);
        setText($('a', item), text);
        return item;
      }),
    );
    replace(list, fixture);
  }

  /** The blog sidebar: one year of the fixture's posts (the current post's item marked as the theme marks it). */
  function blogSidebar(): void {
    sidebars.add(blogSidebar);
    const groups = $$(`aside nav [role="group"]${REAL}`);
    if (groups.length === 0) return;
    const group = copy(groups[0]);
    setText(must('h3', group), lists.year);
    const list = must('ul', group);
    const items = $$('li', list);
    const plain = items.find((item) => $('[aria-current]', item) === null) ?? items[0];
    const current = $$('aside nav [role="group"] li').find((item) => $('[aria-current]', item) !== null);
    list.replaceChildren(
      ...lists.posts.map((post, i) => {
        const item = copy(i === 0 && current !== undefined && kind === 'post' ? current : plain);
        setText($('a', item), post.title);
        return item;
      }),
    );
    groups[0].before(added(group));
    groups.forEach(hide);
  }

  if (kind === 'doc' || kind === 'api' || kind === 'errors') {
    const body = await replaceBody(must('.theme-doc-markdown'));
    tableOfContents(body);
    docsSidebar();
    docChrome();
  } else if (kind === 'run') {
    // The run's sample block, its row and panel stay (React updates them); the body around them is the fixture's.
    const real = must('.theme-doc-markdown');
    const marker = must(`[data-sample="${data.keepSample}"]`, real);
    const block = marker.nextElementSibling;
    const keep = [marker, block, block?.nextElementSibling, $(`[data-sample-panel="${data.keepSample}"]`, real)].filter((element): element is Element => element != null);
    for (const child of [...real.children]) if (!keep.some((element) => child.contains(element))) hide(child);
    if (block !== null) replace(block, withCode(copy(block), $('[class^="codeBlockTitle_"]', block)?.textContent ?? null, null));
    const fixture = document.createElement('div');
    fixture.innerHTML = data.body ?? '';
    real.prepend(added(must('header', fixture)), added(must('p', fixture)));
    tableOfContents(fixture);
    docsSidebar();
    docChrome();
  } else if (kind === 'post') {
    const article = must('main article');
    setText(must('header h1', article), lists.posts[0].title);
    postDate(article, lists.posts[0].date);
    firstAuthor(article);
    const body = await replaceBody(must(':scope > .markdown', article));
    postTags(article);
    tableOfContents(body);
    blogSidebar();
    pager();
  } else if (kind === 'blog') {
    const articles = $$('main > article');
    if (articles.length === 0) throw new Error('screenshot fixture (blog): no post in the list');
    for (const post of lists.posts) {
      const article = copy(articles[0]);
      setText(must('header h2 a', article), post.title);
      postDate(article, post.date);
      must(':scope > .markdown', article).innerHTML = post.excerpt;
      firstAuthor(article);
      for (const sr of $$('footer [class*="visuallyHidden"]', article)) setText(sr, ` about ${post.title}`);
      articles[0].before(added(article));
      postTags(article);
    }
    articles.forEach(hide);
    // The list's pages ("Older entries") appear once the blog has more posts than a page holds.
    $$('main > nav.pagination-nav').forEach(hide);
    blogSidebar();
  } else if (kind === 'tags') {
    const sections = $$('main section > article');
    if (sections.length === 0) throw new Error('screenshot fixture (tags): no tag');
    const section = copy(sections[0]);
    const heading = must('h2', section);
    heading.firstChild!.textContent = lists.tags.letter;
    const list = must('ul', section);
    const tag = must('li', list);
    list.replaceChildren(
      ...lists.tags.items.map(([name, count]) => {
        const item = copy(tag);
        const link = must('a', item);
        link.firstChild!.textContent = name;
        setText(must('span', link), String(count));
        return item;
      }),
    );
    sections[0].before(added(section));
    sections.forEach(hide);
    blogSidebar();
  } else if (kind === 'search') {
    const results = $$('main article');
    if (results.length === 0) throw new Error('screenshot fixture (search): no result');
    const container = results[0].parentElement!;
    const fixture = document.createElement('div');
    fixture.className = container.className;
    for (const result of lists.search.results) {
      const article = copy(results[0]);
      must('h2 a', article).innerHTML = result.title;
      const crumbs = must('nav ul', article);
      const crumb = must('li', crumbs);
      crumbs.replaceChildren(
        ...result.path.map((text) => {
          const item = copy(crumb);
          item.textContent = text;
          return item;
        }),
      );
      // A result's text excerpt, when the theme shows one, is content too.
      for (const excerpt of $$('p', article)) excerpt.textContent = 'The text around the match in the page.';
      fixture.append(article);
    }
    replace(container, fixture);
    // The count, and the loader that fetches more as the reader scrolls (no more to fetch in the fixture).
    const count = $$('main .row > div').find((element) => /documents? found/.test(element.textContent ?? ''));
    if (count === undefined) throw new Error('screenshot fixture (search): no result count');
    const fixtureCount = copy(count);
    fixtureCount.textContent = lists.search.count;
    replace(count, fixtureCount);
    $$('main [class*="loader"]').forEach(hide);
  } else if (kind === 'home') {
    for (const block of $$('main .theme-code-block')) replace(block, withCode(copy(block), $('[class^="codeBlockTitle_"]', block)?.textContent ?? null, null));
  }
  new MutationObserver(() => {
    if (tocSource !== null) tableOfContents(tocSource);
    sidebars.forEach((fill) => fill());
  }).observe(document.body, {childList: true, subtree: true});
  return parts;
}
