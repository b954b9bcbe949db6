import { config, z } from 'zod';
import { describe, expect, it } from 'vitest';
import './zod-without-eval.ts';

describe('zod without eval', () => {
  it('turns off the compiled object parser (no new Function probe under the CSP)', () => {
    expect(config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});
