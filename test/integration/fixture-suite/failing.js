// Failing suite: the harness must exit non-zero and print the failure.
const runMocha = require('./run-mocha');

exports.run = () => runMocha(['ping.test.js', 'deliberately-failing.test.js']);
