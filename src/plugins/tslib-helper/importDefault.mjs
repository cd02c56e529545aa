// tslib's __importDefault, the only helper @docusaurus/utils-common's index uses (./index.mjs): a CommonJS module is
// its own default export unless it was compiled from an ES module.
/** @param {any} mod */
export function __importDefault(mod) {
  return mod && mod.__esModule ? mod : {default: mod};
}
