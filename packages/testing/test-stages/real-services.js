module.exports = require('./stages').sequencerOf('real-services');
