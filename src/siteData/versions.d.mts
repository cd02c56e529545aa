export interface DocsVersion {
  /** Docusaurus' version name: 'current' for docs/, otherwise the name in versions.json. */
  name: string;
  /** Shown in the version dropdown and the footer. */
  label: string;
  /** URL part after /docs/; '' for the version served at /docs/ (Docusaurus' lastVersion). */
  path: string;
  /** Folder of the version's pages, relative to the site root. */
  contentDir: string;
  /** The examples workspace the version's pages embed samples from; its package.json names the tested release. */
  workspace: string;
}
export declare const DOCS_VERSIONS: readonly DocsVersion[];
export declare const LAST_VERSION: DocsVersion;
export declare const DOCS_ROUTE_BASE: string;
export declare const MAIN_DOC: string;
export declare function versionRoot(version: DocsVersion): string;
export declare function versionOfContentFile(contentFile: string): DocsVersion | undefined;
