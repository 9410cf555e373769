// The back office's build: its federation surface (exposes, port, title) is its entry in
// apps.json; the configuration itself is shared by every app.
module.exports = require('../tools/webpack/create-config.cjs')('admin');
