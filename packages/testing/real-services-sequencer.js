// The test command's second jest stage (jest.services.config.js) runs again, on the real PostgreSQL, Redis
// and Kafka, only the suites that reach one of them: every file under a test/ folder but those that say
// @embedded-stage-only (they start the embedded mode whatever the stage), and the unit specs that open a
// database, a store or a broker (through @sfl/testing or the TEST_* settings). Any other suite answers
// the same on both stages, so it runs once, in the embedded stage.
const { readFileSync } = require('node:fs');
const { sep } = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

const REACHES_REAL_SERVICES = /@sfl\/testing|createTestDatabase|TEST_(DATABASE_URL|REDIS_URL|KAFKA_BROKERS)/;

const EMBEDDED_STAGE_ONLY = /@embedded-stage-only/;

function reachesRealServices(path) {
  const source = readFileSync(path, 'utf8');
  if (EMBEDDED_STAGE_ONLY.test(source)) return false;
  return path.includes(`${sep}test${sep}`) || REACHES_REAL_SERVICES.test(source);
}

class RealServicesSequencer extends Sequencer {
  sort(tests) {
    return super.sort(tests.filter((test) => reachesRealServices(test.path)));
  }
}

module.exports = RealServicesSequencer;
