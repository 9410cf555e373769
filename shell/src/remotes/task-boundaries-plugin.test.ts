import { ModuleFederation } from '@module-federation/runtime-core';
import taskBoundariesPlugin from './task-boundaries-plugin';

/**
 * A remote container already on the page (as remoteEntry.js leaves it), which logs
 * each step the runtime asks of it and queues a browser task at each one: the log
 * shows whether the runtime's next step waited for that task.
 */
function fakeContainer(log: string[]) {
  const step = (name: string) => {
    log.push(name);
    setTimeout(() => log.push(`task queued at ${name}`), 0);
  };
  return {
    init: async () => step('init'),
    get: async () => {
      step('get');
      return () => {
        step('evaluate');
        return { default: 'Page' };
      };
    },
  };
}

/** A runtime with one remote, `name` (the runtime keeps loaded remotes by name for the whole page: one name per test). */
function runtime(name: string, withPlugin: boolean, log: string[]): ModuleFederation {
  (globalThis as Record<string, unknown>)[`${name}_container`] = fakeContainer(log);
  return new ModuleFederation({
    name: 'shell',
    remotes: [{ name, entry: `http://localhost/remotes/${name}/1.0.0/remoteEntry.js`, entryGlobalName: `${name}_container`, type: 'global' }],
    shared: {},
    plugins: withPlugin ? [taskBoundariesPlugin()] : [],
  });
}

describe('taskBoundariesPlugin', () => {
  it('puts a task boundary before the shared modules are negotiated, before the exposed module runs and after it', async () => {
    const log: string[] = [];
    const federation = runtime('blogs', true, log);
    setTimeout(() => log.push('task queued before the load'), 0);
    const loaded = await federation.loadRemote<{ default: string }>('blogs/BlogsPage');
    log.push('rendered');
    expect(loaded?.default).toBe('Page');
    // init (the negotiation) and get (which only starts the chunk requests) share a task
    expect(log).toEqual(['task queued before the load', 'init', 'get', 'task queued at init', 'task queued at get', 'evaluate', 'task queued at evaluate', 'rendered']);
  });

  it('is what splits them: without it the whole load runs in microtasks, ahead of everything the browser queued', async () => {
    const log: string[] = [];
    const federation = runtime('chat', false, log);
    setTimeout(() => log.push('task queued before the load'), 0);
    await federation.loadRemote('chat/ChatWidget');
    log.push('rendered');
    expect(log.slice(0, 4)).toEqual(['init', 'get', 'evaluate', 'rendered']);
  });
});
