import { describe, expect, it } from 'vitest';
import { ReadCoalescer } from '../src/lib/shared-reads.ts';

/** A read the test finishes by hand, numbered in the order reads started. */
function reads() {
  const started: Array<{ n: number; finish: (value: string) => void; fail: (err: Error) => void }> = [];
  const read = () =>
    new Promise<string>((resolve, reject) => {
      started.push({ n: started.length + 1, finish: resolve, fail: reject });
    });
  return { started, read };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('shared reads', () => {
  it('runs a lone read at once', async () => {
    const coalescer = new ReadCoalescer();
    const { started, read } = reads();
    const answer = coalescer.run('k', read);
    expect(started).toHaveLength(1);
    started[0]!.finish('one');
    expect(await answer).toBe('one');
  });

  it('never hands a caller a read that started before it arrived: latecomers share the next one', async () => {
    const coalescer = new ReadCoalescer();
    const { started, read } = reads();
    const first = coalescer.run('k', read);
    const late = [coalescer.run('k', read), coalescer.run('k', read), coalescer.run('k', read)];
    expect(started).toHaveLength(1);

    started[0]!.finish('before');
    expect(await first).toBe('before');
    await tick();
    expect(started).toHaveLength(2);
    // One arriving while the second read runs waits for a third.
    const later = coalescer.run('k', read);
    started[1]!.finish('after');
    expect(await Promise.all(late)).toEqual(['after', 'after', 'after']);
    await tick();
    expect(started).toHaveLength(3);
    started[2]!.finish('latest');
    expect(await later).toBe('latest');
  });

  it('keeps different keys apart', async () => {
    const coalescer = new ReadCoalescer();
    const { started, read } = reads();
    const a = coalescer.run('a', read);
    const b = coalescer.run('b', read);
    expect(started).toHaveLength(2);
    started[0]!.finish('A');
    started[1]!.finish('B');
    expect([await a, await b]).toEqual(['A', 'B']);
  });

  it('hands a failure to the callers of that read only, and runs the next one afresh', async () => {
    const coalescer = new ReadCoalescer();
    const { started, read } = reads();
    const first = coalescer.run('k', read);
    const queued = coalescer.run('k', read);
    started[0]!.fail(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await tick();
    started[1]!.finish('fine');
    expect(await queued).toBe('fine');
    const again = coalescer.run('k', read);
    expect(started).toHaveLength(3);
    started[2]!.finish('fresh');
    expect(await again).toBe('fresh');
  });
});
