module.exports = require('./stages').sequencerOf('embedded');
