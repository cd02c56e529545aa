// Types for the plain-ESM remark plugin.
declare function markInstallCommands(): (tree: unknown) => void;
export default markInstallCommands;
