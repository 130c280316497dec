// jsdom lacks the Fetch API classes and TextEncoder; lend it Node's own so tests build real Responses.
// `fetch` itself stays undefined: each test installs a mock, so an unexpected request fails loudly.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchClassesEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { Request, Response, Headers, TextEncoder, TextDecoder });
  }
}

module.exports = JsdomWithFetchClassesEnvironment;
