import { OneAtATime } from './one-at-a-time';

function later<T>(value: T, ms: number, log: string[], name: string): () => Promise<T> {
  return async () => {
    log.push(`${name} start`);
    await new Promise((resolve) => setTimeout(resolve, ms));
    log.push(`${name} end`);
    return value;
  };
}

describe('OneAtATime', () => {
  it('runs the tasks of one key one after the other, in order, each with its own answer', async () => {
    const serial = new OneAtATime();
    const log: string[] = [];
    const answers = await Promise.all([
      serial.run('a', later(1, 20, log, 'first')),
      serial.run('a', later(2, 1, log, 'second')),
    ]);
    expect(answers).toEqual([1, 2]);
    expect(log).toEqual(['first start', 'first end', 'second start', 'second end']);
  });

  it('runs the tasks of different keys side by side', async () => {
    const serial = new OneAtATime();
    const log: string[] = [];
    await Promise.all([serial.run('a', later(1, 20, log, 'a')), serial.run('b', later(2, 1, log, 'b'))]);
    expect(log).toEqual(['a start', 'b start', 'b end', 'a end']);
  });

  it('goes on with the next task after one fails, and the failure reaches only its caller', async () => {
    const serial = new OneAtATime();
    const failing = serial.run('a', () => Promise.reject(new Error('conflict')));
    const next = serial.run('a', () => Promise.resolve('saved'));
    await expect(failing).rejects.toThrow('conflict');
    await expect(next).resolves.toBe('saved');
  });
});
