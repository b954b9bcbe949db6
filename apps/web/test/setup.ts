import { cleanup, configure } from '@testing-library/react';
import { afterEach, expect } from 'vitest';

// findBy* and waitFor wait for an event (a lazy chunk's content, a response, a render) and give up after
// this: testing-library's default 1 s was exceeded on a busy machine (content behind a lazy import). A bound
// on a hang, below the project's test timeout (vitest.config.ts) so a miss names what was awaited.
configure({ asyncUtilTimeout: 30_000 });

afterEach(() => {
  cleanup();
  // Screens keep list state in the URL: each test starts from a bare address, not the last test's query.
  if (typeof window !== 'undefined') window.history.replaceState(null, '', '/');
});

// A console.error in a component test is a failure (React warnings, failed prop types, act() misuse).
const originalError = console.error;
let errors: unknown[][] = [];
console.error = (...args: unknown[]) => {
  errors.push(args);
  originalError(...args);
};
afterEach(() => {
  const seen = errors;
  errors = [];
  expect(seen, 'console.error was called').toEqual([]);
});
