// Adds up Jest and Playwright JSON reports plus the checks (static checks, bench smokes) into the closing
// line "N passed, N failed", after naming every failed test and check (a long run's log may be read only
// at its end); exits 1 when anything failed or a report is missing.
// Usage: summarize-results.js <results dir> <checks passed> [failed check name ...]
const { existsSync, readFileSync } = require('node:fs');
const { join, relative } = require('node:path');

const [dir, checksPassed, ...failedChecks] = process.argv.slice(2);
let passed = Number(checksPassed);
let failed = failedChecks.length;
let missing = 0;
const failures = failedChecks.map((name) => `check: ${name}`);

const read = (file) =>
  existsSync(join(dir, file)) ? JSON.parse(readFileSync(join(dir, file), 'utf8')) : null;

/** A Jest report's failed tests, and its suites that failed before any test ran. */
function jestFailures(report) {
  return report.testResults.flatMap((suite) => {
    const file = relative(process.cwd(), suite.name);
    const tests = suite.assertionResults.filter((test) => test.status === 'failed');
    if (tests.length === 0 && suite.status === 'failed') return [`${file}: ${suite.message.split('\n')[0]}`];
    return tests.map((test) => `${file} › ${test.fullName}`);
  });
}

/** A Playwright report's tests that failed on every try. */
function playwrightFailures(suites, file = '') {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((test) => test.status === 'unexpected'))
      .map((spec) => `${suite.file ?? file} › ${spec.title}`),
    ...playwrightFailures(suite.suites ?? [], suite.file ?? file),
  ]);
}

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
  failures.push(...jestFailures(report));
  process.stdout.write(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed\n`);
}
const e2e = read('e2e.json');
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
  failures.push(...playwrightFailures(e2e.suites));
  process.stdout.write(
    `e2e.json: ${e2e.stats.expected + e2e.stats.flaky} passed, ${e2e.stats.unexpected} failed\n`,
  );
} else {
  missing += 1;
  process.stdout.write('missing report: e2e.json\n');
}
for (const failure of failures) process.stdout.write(`✗ ${failure}\n`);
failed += missing;
process.stdout.write(`${passed} passed, ${failed} failed\n`);
process.exit(failed > 0 ? 1 : 0);
