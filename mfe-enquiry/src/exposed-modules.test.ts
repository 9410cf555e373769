import path from 'node:path';
import { exposedModules } from './exposed-modules';

test('the type map lists exactly what webpack exposes', () => {
  const createConfig = require(path.join(__dirname, '..', 'webpack.config.cjs'));
  const config = createConfig({}, { mode: 'production' });
  const federation = config.plugins.find((p: { name?: string; _options?: { exposes?: object } }) => p._options?.exposes);
  const exposed = Object.keys(federation._options.exposes).map((key) => key.replace(/^\.\//, ''));
  expect([...exposedModules].sort()).toEqual(exposed.sort());
});
