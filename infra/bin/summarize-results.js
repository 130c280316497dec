// Adds up Jest and Playwright JSON reports plus the static checks into the closing line
// "N passed, N failed"; exits 1 when anything failed or a report is missing.
const { existsSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

const [dir, checksPassed, checksFailed] = process.argv.slice(2);
let passed = Number(checksPassed);
let failed = Number(checksFailed);
let missing = 0;

const read = (file) =>
  existsSync(join(dir, file)) ? JSON.parse(readFileSync(join(dir, file), 'utf8')) : null;

for (const file of [
  'jest-embedded.json',
  'jest-services.json',
  'jest-alone.json',
  'jest-fault.json',
  'jest-frontend.json',
]) {
  const report = read(file);
  if (!report) {
    missing += 1;
    process.stdout.write(`missing report: ${file}\n`);
    continue;
  }
  passed += report.numPassedTests;
  failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
  process.stdout.write(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed\n`);
}
const e2e = read('e2e.json');
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
  process.stdout.write(
    `e2e.json: ${e2e.stats.expected + e2e.stats.flaky} passed, ${e2e.stats.unexpected} failed\n`,
  );
} else {
  missing += 1;
  process.stdout.write('missing report: e2e.json\n');
}
failed += missing;
process.stdout.write(`${passed} passed, ${failed} failed\n`);
process.exit(failed > 0 ? 1 : 0);
