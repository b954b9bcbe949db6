import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver } from './lazy-zod-resolver.ts';

const schema = z.object({ email: z.string().email('Enter an e-mail address') });
type Values = z.input<typeof schema>;
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyZodResolver', () => {
  it('loads nothing until used, then validates with the loaded schema and loads it once', async () => {
    const load = vi.fn(() => Promise.resolve(schema));
    const { resolver, preload } = lazyZodResolver<Values, Values>(load);
    expect(load).not.toHaveBeenCalled();
    preload();
    const invalid = await resolver({ email: 'nope' }, undefined, options);
    expect(invalid.errors.email?.message).toBe('Enter an e-mail address');
    const valid = await resolver({ email: 'ada@example.com' }, undefined, options);
    expect(valid).toEqual({ values: { email: 'ada@example.com' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('passes a failed load on, and loads again at the next use', async () => {
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(schema);
    const { resolver } = lazyZodResolver<Values, Values>(load);
    await expect(resolver({ email: 'ada@example.com' }, undefined, options)).rejects.toThrow(
      'Failed to fetch',
    );
    const valid = await resolver({ email: 'ada@example.com' }, undefined, options);
    expect(valid.values).toEqual({ email: 'ada@example.com' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
