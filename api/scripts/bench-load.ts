// The bench's load generator (autocannon) and what it reads of the server under load.
//
// Bodies are not kept. autocannon appends every response body to a string
// (`req.body += chunk`, for its expectBody/verifyBody options, which the bench does
// not use). For a compressed answer that is a UTF-8 decode of binary bytes, the
// slowest kind: 27.6 µs for the 5 KB (br) Goa search answer, 6.3 µs for the 2 KB
// package detail, 0.65 µs for 5 KB of ASCII, measured in a loop. Under load that made
// autocannon, not the server, the limit of the search: autocannon at 100% of a core,
// the server at 64%, and the GET search (the same cached answer as the POST, no body,
// no row) at 41% of health's rate. Without the decode it reaches 89%. Each response's
// byte count and latency are still recorded.
//
// The server's CPU time is read from /proc on Linux, so that every target also
// shows what it costs the server per answer and whether the server was the limit.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import autocannon from 'autocannon';

const queueModule = 'autocannon/lib/pipelinedRequestsQueue';

/** Stops autocannon from keeping bodies (see above); throws if its internals moved, so that the bench is never silently measuring the decode again. */
function keepNoBodies(): void {
  // an internal module of autocannon, without types
  const Queue = require(queueModule) as { prototype: { addBody?: (data: Buffer) => void } };
  if (typeof Queue.prototype.addBody !== 'function') {
    throw new Error(`${queueModule} no longer has addBody: check how this autocannon version keeps bodies (scripts/bench-load.ts)`);
  }
  Queue.prototype.addBody = () => {};
}

keepNoBodies();

export interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** Send a fresh Idempotency-Key with every request, as the site's API client does for lead writes. */
  idempotencyKey?: boolean;
  /** More request headers (a returning visitor's cookie). */
  headers?: Record<string, string>;
}

export interface RoundResult {
  latencies: number[];
  non2xx: number;
  errors: number;
  /** The server's CPU time (user + system) during the round, in ms; null where /proc cannot tell. */
  serverCpuMs: number | null;
}

export interface LoadOptions {
  base: string;
  connections: number;
  /** The server's process id, for its CPU time. */
  serverPid: number | undefined;
}

const clockTicksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** A process's CPU time so far (user + system) in ms, from /proc/<pid>/stat; null off Linux. */
export function processCpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15)
    return Number.isFinite(ticks) ? (ticks * 1000) / clockTicksPerSecond : null;
  } catch {
    return null;
  }
}

/** One autocannon run; keeps every response's latency for exact percentiles. */
export function runLoad(options: LoadOptions, target: Target, seconds: number): Promise<RoundResult> {
  const latencies: number[] = [];
  const cpuBefore = processCpuMs(options.serverPid);
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${options.base}${target.path}`,
        method: target.method,
        connections: options.connections,
        duration: seconds,
        // Every request of every target carries a unique id, so the load generator (on the
        // same 2 cores) does the same work for each row: rewriting each request to insert
        // an id costs autocannon 20-25% of its rate, which would otherwise be charged
        // to the Idempotency-Key row alone. The server ignores x-request-id.
        headers: {
          'x-request-id': 'bench-[<id>]',
          // as every browser asks (Chromium's header): the answers the site really sends
          'accept-encoding': 'gzip, deflate, br, zstd',
          ...(target.body ? { 'content-type': 'application/json' } : {}),
          ...(target.idempotencyKey ? { 'idempotency-key': 'bench-[<id>]' } : {}),
          ...target.headers,
        },
        body: target.body,
        // autocannon puts a unique id in place of [<id>] in every request.
        idReplacement: true,
      },
      (error, result) => {
        if (error) return reject(error);
        const cpuAfter = processCpuMs(options.serverPid);
        resolve({
          latencies,
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
          serverCpuMs: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
        });
      },
    );
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
      latencies.push(responseTime);
    });
  });
}
