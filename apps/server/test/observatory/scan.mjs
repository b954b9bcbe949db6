/**
 * Runs the MDN HTTP Observatory against a local server and prints one JSON object. A separate process,
 * because Node reads NODE_EXTRA_CA_CERTS (the test's self-signed certificate) only at start-up.
 *
 * Usage: node scan.mjs <host> <https port> <http redirect port>
 *
 * `scan()` takes a bare host[:port] and probes http:// and https:// on that same port, so its redirection
 * check finds no plain-HTTP listener there ("not needed"). The redirect listener on its own port is checked
 * with the scanner's own retriever (which accepts ports) and redirection test.
 */
import { scan } from '@mdn/mdn-http-observatory';
import { redirectionTest } from '@mdn/mdn-http-observatory/src/analyzer/tests/redirection.js';
import { retrieve } from '@mdn/mdn-http-observatory/src/retriever/retriever.js';

const [host, httpsPort, httpPort] = process.argv.slice(2);
try {
  const result = await scan(`${host}:${httpsPort}`);
  const tests = Object.fromEntries(
    Object.entries(result.tests).map(([name, test]) => [
      name,
      { result: test.result, pass: test.pass, scoreModifier: test.scoreModifier },
    ]),
  );
  const redirect = redirectionTest(await retrieve(host, { httpsPort, httpPort }));
  console.log(
    JSON.stringify({
      scan: result.scan,
      tests,
      redirection: { result: redirect.result, pass: redirect.pass, route: redirect.route },
    }),
  );
} catch (err) {
  console.log(JSON.stringify({ error: err instanceof Error ? err.message : String(err) }));
  process.exitCode = 1;
}
