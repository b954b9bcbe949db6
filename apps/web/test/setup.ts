import { cleanup } from '@testing-library/react';
import { afterEach, expect } from 'vitest';

afterEach(() => {
  cleanup();
  // Screens keep list state in the URL: each test starts from a bare address, not the last test's query.
  window.history.replaceState(null, '', '/');
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
