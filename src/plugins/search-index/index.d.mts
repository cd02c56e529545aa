import type {LoadContext, Plugin} from '@docusaurus/types';

export const PLUGIN_NAME: 'inversify-search-index';
export const INDEX_DIR: 'search-index';
export function indexFileName(tag: string): string;
export default function searchIndexPlugin(context: LoadContext): Plugin<void>;
