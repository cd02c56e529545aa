export interface SampleRef {
  file: string;
  region: string | undefined;
}
export function parseSampleMeta(meta: string | null | undefined): SampleRef | undefined;
export function extractSample(source: string, region: string | undefined, label: string): string;
export function loadSample(rootDir: string, ref: SampleRef): string;
export function listCodeFences(text: string): {lang: string; meta: string; line: number; body: string}[];
export const CONTENT_DIRS: string[];
export function listContentFiles(rootDir: string): string[];
export function allowedWorkspaces(contentFile: string): string[];
export function sampleRefsIn(text: string): SampleRef[];
export function sampleLabel(ref: SampleRef): string;
export function workspaceOf(file: string): string;
export declare function expectedOutput(source: string): string[];
export function listSampleFiles(dir: string): string[];
