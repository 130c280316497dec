// The test command's second jest stage (jest.services.config.js) runs again, on the real PostgreSQL, Redis
// and Kafka, only the suites that reach one of them: every file under a test/ folder, and the unit specs
// that open a database, a store or a broker (through @sfl/testing or the TEST_* settings). Any other unit
// spec answers the same on both stages, so it runs once, in the embedded stage.
const { readFileSync } = require('node:fs');
const { sep } = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

const REACHES_REAL_SERVICES = /@sfl\/testing|createTestDatabase|TEST_(DATABASE_URL|REDIS_URL|KAFKA_BROKERS)/;

const reachesRealServices = (path) =>
  path.includes(`${sep}test${sep}`) || REACHES_REAL_SERVICES.test(readFileSync(path, 'utf8'));

class RealServicesSequencer extends Sequencer {
  sort(tests) {
    return super.sort(tests.filter((test) => reachesRealServices(test.path)));
  }
}

module.exports = RealServicesSequencer;
