// Types for the plain-ESM module (Node's test runner imports it without a TS loader).
export declare function gitHistoryStatus(siteDir: string): {complete: true} | {complete: false; reason: string};
