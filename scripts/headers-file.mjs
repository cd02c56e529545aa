// Reads a _headers file the way Cloudflare Pages does (Netlify's format is the same for what we use):
// a rule is a URL pattern line followed by indented "Name: value" lines; "! Name" drops a header an earlier
// rule set; every matching rule applies, in file order, and repeated headers are joined with ", ".
// Used by the build-output test and by scripts/static-host.mjs (`--headers`), so both see exactly what a host would send.

/** @typedef {{pattern: RegExp, source: string, lines: ({set: [string, string]} | {drop: string})[]}} HeaderRule */

/**
 * @param {string} text
 * @returns {HeaderRule[]}
 */
export function parseHeadersFile(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  for (const raw of text.split('\n')) {
    if (raw.trim() === '' || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      const source = raw.trim();
      const pattern = new RegExp(`^${source.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/:\w+/g, '[^/]+')}$`);
      rules.push({pattern, source, lines: []});
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) throw new Error(`_headers: "${raw.trim()}" comes before any URL pattern`);
    const line = raw.trim();
    if (line.startsWith('!')) {
      rule.lines.push({drop: line.slice(1).trim().toLowerCase()});
    } else {
      const colon = line.indexOf(':');
      if (colon < 1) throw new Error(`_headers: "${line}" is not "Name: value"`);
      rule.lines.push({set: [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]});
    }
  }
  return rules;
}

/**
 * The headers a host sends for `pathname`, names in lower case.
 * @param {HeaderRule[]} rules
 * @param {string} pathname
 * @returns {Record<string, string>}
 */
export function headersFor(rules, pathname) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const rule of rules.filter((r) => r.pattern.test(pathname))) {
    for (const line of rule.lines) {
      if ('drop' in line) delete headers[line.drop];
      else headers[line.set[0]] = headers[line.set[0]] ? `${headers[line.set[0]]}, ${line.set[1]}` : line.set[1];
    }
  }
  return headers;
}
