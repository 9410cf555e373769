const preset = require('../jest.preset.cjs')(__dirname, 'shared');

// swiper ships .mjs files only; the preset's transform matches .js/.ts, so compile .mjs with the same swc settings.
const swc = preset.transform['^.+\\.(t|j)sx?$'];
module.exports = { ...preset, transform: { ...preset.transform, '^.+\\.mjs$': swc } };
