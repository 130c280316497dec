module.exports = require('./stages').sequencerOf('alone');
