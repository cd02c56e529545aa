// Types for the plain-ESM helper shared with the node tests.
export interface HeaderRule {
  pattern: RegExp;
  source: string;
  lines: ({set: [string, string]} | {drop: string})[];
}
export declare function parseHeadersFile(text: string): HeaderRule[];
export declare function headersFor(rules: HeaderRule[], pathname: string): Record<string, string>;
