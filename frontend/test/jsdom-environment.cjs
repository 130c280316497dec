// jsdom lacks the Fetch API classes, TextEncoder and BroadcastChannel; lend it Node's own so tests build real
// Responses and tabs can talk.
// `fetch` itself stays undefined: each test installs a mock, so an unexpected request fails loudly.
const { TestEnvironment } = require('jest-environment-jsdom');

// A tab keeps its channel open for good (as a browser tab does); unreferenced, it does not keep the test
// worker alive after the tests.
class TabBroadcastChannel extends BroadcastChannel {
  constructor(name) {
    super(name);
    this.unref();
  }
}

class JsdomWithFetchClassesEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, {
      Request,
      Response,
      Headers,
      TextEncoder,
      TextDecoder,
      BroadcastChannel: TabBroadcastChannel,
    });
  }
}

module.exports = JsdomWithFetchClassesEnvironment;
