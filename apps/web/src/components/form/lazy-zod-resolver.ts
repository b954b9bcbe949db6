/**
 * A react-hook-form resolver whose zod schema loads at the form's first use, not with the page: zod and
 * the contracts' schemas are the largest part of a form page's code, and a visitor who only reads the page
 * needs none of it (the server validates every post anyway). `preload` starts loading at the first focus
 * in the form, so the schema is ready by the time the visitor submits; a submit before that waits for it.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

export interface LazyZodResolver<TIn extends FieldValues, TOut> {
  resolver: Resolver<TIn, unknown, TOut>;
  /** Starts loading the schema (again, after a failed load). */
  preload: () => void;
}

export function lazyZodResolver<TIn extends FieldValues, TOut>(
  loadSchema: () => Promise<z.ZodType<TOut, TIn>>,
): LazyZodResolver<TIn, TOut> {
  let loading: Promise<Resolver<TIn, unknown, TOut>> | undefined;
  const load = () => {
    if (!loading) {
      loading = loadSchema().then((schema) =>
        // zodResolver's overloads cannot see through the generic schema type; the cast restates it.
        zodResolver(schema as z.ZodType<TOut, TIn> & z.core.$ZodType<TOut, TIn>),
      );
      // A failed load (the network dropped) is tried again at the next use.
      loading.catch(() => {
        loading = undefined;
      });
    }
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await load())(values, context, options),
    preload: () => void load().catch(() => undefined),
  };
}
