/**
 * The Node.js release line the project is built and tested on. `npm ci` installs it (the `node` package in the
 * root devDependencies) and every npm script runs on it; the machine's own Node may be older and past its end
 * of life, so a start on anything older is refused with a message instead of failing later in a library
 * (cookie@2, which parses every session cookie, declares Node 22 or later).
 */
export const requiredNodeMajor = 24;

export function unsupportedNodeMessage(version: string = process.versions.node): string | null {
  const major = Number(version.split('.')[0]);
  if (major >= requiredNodeMajor) return null;
  return (
    `Node.js ${version} is not supported: the site runs on Node.js ${requiredNodeMajor} LTS or later. ` +
    'Start it with `npm start` (npm ci installs that Node.js for the project) or install it on this machine.'
  );
}
