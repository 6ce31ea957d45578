#!/usr/bin/env node
// Adds up the JSON reports of every test run of scripts/test.sh into one closing line.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
// A test file that cannot load, or an error outside any test, fails the run without failing a test.
const otherFailures = [];
for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.json'))) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  if (report.stats && 'expected' in report.stats) {
    // Playwright
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  } else if ('numPassedTests' in report) {
    // Vitest
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    const brokenFiles = (report.testResults ?? []).filter(
      (file) =>
        file.status === 'failed' && file.assertionResults.every((t) => t.status !== 'failed'),
    );
    for (const broken of brokenFiles)
      otherFailures.push(`${broken.name}: ${String(broken.message ?? 'failed').split('\n')[0]}`);
    if (report.success === false && brokenFiles.length === 0 && report.numFailedTests === 0)
      otherFailures.push(`${file}: an error outside any test (see the run's "Unhandled Errors")`);
  }
}
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
for (const text of otherFailures) console.log(`also failed: ${text}`);
process.exit(failed > 0 || passed === 0 || otherFailures.length > 0 ? 1 : 0);
