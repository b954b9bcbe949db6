/**
 * Setup file of the db and server projects: after each test file, closes the test databases it left open
 * and fails that file. An open PGlite keeps its Vitest worker alive, which showed as a run that never ended.
 */
import { afterAll } from 'vitest';
import { closeOpenTestDatabases } from '../src/testing.ts';

afterAll(async () => {
  const left = await closeOpenTestDatabases();
  if (left > 0) throw new Error(`${left} test database(s) left open: close them in an afterAll`);
});
