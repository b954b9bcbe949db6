// Plain `zod`, as every web module and the contracts import it: the alias must hand out the jitless zod.
import { config, z } from 'zod';
import { describe, expect, it } from 'vitest';

describe('zod in the web build', () => {
  it('has the compiled object parser turned off (no new Function probe under the CSP)', () => {
    expect(config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});
