import { cleanup } from '@testing-library/react';
import { afterEach, expect } from 'vitest';

afterEach(() => cleanup());

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
