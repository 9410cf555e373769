import { startInStages } from './start-in-stages';

describe('startInStages', () => {
  it('runs the stages in order, each in a task of its own: what the browser queued in between runs first', async () => {
    const log: string[] = [];
    setTimeout(() => log.push('task queued before the start'), 0);
    await startInStages([
      async () => {
        log.push('react');
        setTimeout(() => log.push('browser task'), 0);
      },
      async () => log.push('react-dom'),
      async () => log.push('app'),
    ]);
    expect(log).toEqual(['task queued before the start', 'react', 'browser task', 'react-dom', 'app']);
  });

  it('stops at a stage that fails and passes its error on', async () => {
    const ran: string[] = [];
    await expect(
      startInStages([
        async () => ran.push('react'),
        () => Promise.reject(new Error('chunk failed')),
        async () => ran.push('app'),
      ]),
    ).rejects.toThrow('chunk failed');
    expect(ran).toEqual(['react']);
  });
});
