import { describe, expect, it } from 'vitest';
import { requiredNodeMajor, unsupportedNodeMessage } from '../src/node-version.ts';

describe('the Node.js the site runs on', () => {
  it('refuses Node 20 (past its end of life) with a message that says how to start it', () => {
    const message = unsupportedNodeMessage('20.20.2');
    expect(message).toContain('Node.js 20.20.2 is not supported');
    expect(message).toContain(`Node.js ${requiredNodeMajor} LTS`);
    expect(message).toContain('npm start');
  });

  it('accepts the project’s own release line and later ones', () => {
    expect(unsupportedNodeMessage(`${requiredNodeMajor}.0.0`)).toBeNull();
    expect(unsupportedNodeMessage(`${requiredNodeMajor + 2}.1.0`)).toBeNull();
  });

  it('is the Node.js these tests run on: npm ci installed it and npm test runs on it', () => {
    expect(unsupportedNodeMessage(process.versions.node)).toBeNull();
  });
});
