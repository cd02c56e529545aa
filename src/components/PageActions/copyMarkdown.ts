// Loaded on the first "Copy page" click (see PageActions): copies a page's Markdown twin to the clipboard.

/** Copies the text at `url` (same origin) to the clipboard. */
export async function copyMarkdown(url: string): Promise<void> {
  const text = fetch(url).then(async (response) => {
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response.text();
  });
  // Safari keeps the click's permission only for a write started right away: hand it the pending text.
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    await navigator.clipboard.write([new ClipboardItem({'text/plain': text.then((t) => new Blob([t], {type: 'text/plain'}))})]);
    return;
  }
  await navigator.clipboard.writeText(await text);
}
