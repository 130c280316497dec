// The test command's jest stages, and which suites each runs. A suite runs once, on the stage that
// can answer it:
// - the embedded stage (jest.embedded.config.js): the suites that reach no outside service, on
//   embedded PostgreSQL and in-process stores, and those that say @embedded-stage-only (they start
//   the embedded run mode whatever the stage);
// - the real-services stage (jest.services.config.js): every suite under a test/ folder and the unit
//   specs that open a database, a store or a broker (through @sfl/testing or the TEST_* settings), on
//   the real PostgreSQL, Redis and Kafka. Such a suite also covers its in-process variants there.
// - the alone stage (jest.alone.config.js): real-services suites that say @runs-alone, run one at a
//   time after the real-services stage. They start a whole stack of processes (the scaled-out services
//   mode is 19), which starved the suite running beside them on the other core past its timeouts.
// A suite that says @both-test-stages runs on both the embedded and the real-services stage: its
// embedded variant needs the embedded stage's settings (the event bus's embedded transport runs only
// without a broker).
// A plain `jest` (jest.config.js) still runs every suite, on whatever the TEST_* settings name.
const { readFileSync } = require('node:fs');
const { sep } = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

const REACHES_REAL_SERVICES = /@sfl\/testing|createTestDatabase|TEST_(DATABASE_URL|REDIS_URL|KAFKA_BROKERS)/;

function stagesOf(path) {
  const source = readFileSync(path, 'utf8');
  if (source.includes('@embedded-stage-only')) return ['embedded'];
  const reachesRealServices = path.includes(`${sep}test${sep}`) || REACHES_REAL_SERVICES.test(source);
  if (!reachesRealServices) return ['embedded'];
  if (source.includes('@runs-alone')) return ['alone'];
  return source.includes('@both-test-stages') ? ['embedded', 'real-services'] : ['real-services'];
}

/** A jest test sequencer that keeps only the suites of one stage. */
function sequencerOf(stage) {
  return class StageSequencer extends Sequencer {
    sort(tests) {
      return super.sort(tests.filter((test) => stagesOf(test.path).includes(stage)));
    }
  };
}

module.exports = { sequencerOf };
