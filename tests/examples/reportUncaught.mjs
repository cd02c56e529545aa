// Preloaded into every sample the sample tests run (node --import): the message of the error a sample ends with
// (uncaught, or an unhandled rejection) is written to $SAMPLE_UNCAUGHT_REPORT as JSON, and the process exits 1 as
// Node would, so the test compares the message with the sample's `// throws:` comments.
import fs from 'node:fs';

/** @param {unknown} error */
function report(error) {
  const message = error instanceof Error ? error.message : String(error);
  if (process.env.SAMPLE_UNCAUGHT_REPORT) fs.writeFileSync(process.env.SAMPLE_UNCAUGHT_REPORT, JSON.stringify({message}));
  process.stderr.write(`${error instanceof Error && error.stack ? error.stack : message}\n`);
  process.exit(1);
}
process.on('uncaughtException', report);
process.on('unhandledRejection', report);
