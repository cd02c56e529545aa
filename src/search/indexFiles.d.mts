export declare const PLUGIN_NAME: 'inversify-search-index';
export declare const INDEX_DIR: 'search-index';
export declare function indexFileName(tag: string): string;
