// A few lines instead of a test framework: the spec file is run as a plain script (node out/spec/forecast.spec.js).
type Case = { name: string; run: () => void | Promise<void> };

const cases: Case[] = [];

export function it(name: string, run: () => void | Promise<void>): void {
  cases.push({ name, run });
}

export function expectEqual<T>(actual: T, expected: T): void {
  if (actual !== expected) {
    throw new Error(`expected ${String(expected)}, got ${String(actual)}`);
  }
}

export async function runAll(): Promise<void> {
  let failed = 0;
  for (const { name, run } of cases) {
    try {
      await run();
      console.log(`ok - ${name}`);
    } catch (error) {
      failed += 1;
      console.log(`not ok - ${name}: ${(error as Error).message}`);
    }
  }
  console.log(`${cases.length - failed}/${cases.length} passed`);
  process.exitCode = failed === 0 ? 0 : 1;
}
