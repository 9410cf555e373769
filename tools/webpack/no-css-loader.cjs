// A plain stylesheet (tokens, fonts, the reset) in a server build: the browser build
// ships it; the server's HTML needs nothing from it.
module.exports = function noCss() {
  return 'export {};';
};
