// Runs the given mocha test files inside the extension host; rejects when any
// test fails, which makes VS Code exit with a non-zero code.
const path = require('path');
const Mocha = require('mocha');

module.exports = function runMocha(files) {
  // No colours: the output goes through the workbench console, not a TTY.
  const mocha = new Mocha({ ui: 'bdd', timeout: 20000, color: false });
  for (const f of files) mocha.addFile(path.join(__dirname, f));
  return new Promise((resolve, reject) => {
    mocha.run((failures) =>
      failures ? reject(new Error(`${failures} test(s) failed`)) : resolve());
  });
};
