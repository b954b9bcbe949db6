/**
 * One autocannon run against a URL: a warm-up whose figures are dropped, then the measured run.
 * autocannon ships no types; the few options and fields used here are declared below.
 */
import autocannonUntyped from 'autocannon';
import { round } from './run-info.ts';

export interface LoadRequest {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  /** A fixed body, or one built for every request (e.g. a unique e-mail address). */
  body?: string | (() => string);
  /**
   * Spread the requests over this many client addresses (X-Forwarded-For, for a server with
   * TRUST_PROXY=loopback), as many visitors behind a proxy would be; unset: all from the loopback address.
   */
  clients?: number;
  /** Connections for this route, where it differs from the run's. */
  connections?: number;
}

interface RawRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

interface Histogram {
  average: number;
  p50: number;
  p99: number;
}

interface AutocannonResult {
  requests: Histogram & { total: number };
  latency: Histogram;
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
}

type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests: Array<RawRequest & { setupRequest?: (request: RawRequest) => RawRequest }>;
}) => Promise<AutocannonResult>;

const autocannon = autocannonUntyped as unknown as Autocannon;

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors, timeouts and non-2xx answers. */
  errors: number;
  requests: number;
  statusCodes: Record<string, number>;
  /** Server CPU time per request during the measured run (less sensitive to other load than rates). */
  cpuMsPerRequest: number;
  /** The database server's CPU time per request, where it runs on this machine as its own processes. */
  dbCpuMsPerRequest?: number;
}

export async function runLoad(
  base: string,
  request: LoadRequest,
  options: {
    connections: number;
    seconds: number;
    warmupSeconds: number;
    cpuMs: () => number;
    /** Starts a meter of the database's CPU time; what it returns gives the milliseconds used since. */
    dbCpuMeter?: () => () => number;
  },
): Promise<LoadResult> {
  const { body } = request;
  const raw: RawRequest = {
    method: request.method ?? 'GET',
    path: request.path,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...request.headers,
    },
    ...(typeof body === 'string' ? { body } : {}),
  };
  let sent = 0;
  const { clients } = request;
  const dynamic = typeof body === 'function' || clients !== undefined;
  const setupRequest = (r: RawRequest): RawRequest => ({
    ...r,
    ...(typeof body === 'function' ? { body: body() } : {}),
    ...(clients ? { headers: { ...r.headers, 'x-forwarded-for': `10.0.${sent++ % clients}.1` } } : {}),
  });
  const requests = [dynamic ? { ...raw, setupRequest } : raw];
  const run = (duration: number) =>
    autocannon({ url: base, connections: request.connections ?? options.connections, duration, requests });
  if (options.warmupSeconds > 0) await run(options.warmupSeconds);
  const cpuBefore = options.cpuMs();
  const dbCpuUsed = options.dbCpuMeter?.();
  const result = await run(options.seconds);
  const cpu = options.cpuMs() - cpuBefore;
  const dbCpu = dbCpuUsed?.();
  return {
    rps: round(result.requests.total / result.duration, 0),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    requests: result.requests.total,
    cpuMsPerRequest: round(cpu / result.requests.total, 3),
    ...(dbCpu === undefined ? {} : { dbCpuMsPerRequest: round(dbCpu / result.requests.total, 3) }),
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, Number(count)]),
    ),
  };
}
