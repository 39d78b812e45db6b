// The load generator's side: a kept-alive node:http client speaking to the API as a student
// (token, own address, compressed replies) and a Recorder of latencies, statuses and slow
// seconds. Apart because it is how every request of a mock-exam run is sent and measured.
import { Agent, request as httpRequest } from 'node:http';
import { createBrotliDecompress, createGunzip } from 'node:zlib';

export class Recorder {
  readonly latencies: number[] = [];
  /** When each measured request started, in ms since `started`, to find slow stretches. */
  readonly startedAt: number[] = [];
  errors = 0;
  readonly statuses = new Map<number, number>();
  started = performance.now();
  finished = this.started;

  /** Times a request to its last byte; the reply's body when it succeeded, else null. */
  async time(run: () => Promise<Reply>): Promise<string | null> {
    const start = performance.now();
    try {
      const response = await run();
      const body = await response.text();
      this.latencies.push(performance.now() - start);
      this.startedAt.push(start - this.started);
      this.finished = performance.now();
      if (!response.ok) {
        this.errors += 1;
        this.statuses.set(response.status, (this.statuses.get(response.status) ?? 0) + 1);
        return null;
      }
      return body;
    } catch {
      this.errors += 1;
      this.statuses.set(0, (this.statuses.get(0) ?? 0) + 1);
      this.finished = performance.now();
      return null;
    }
  }

  summary(title: string) {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    const at = (share: number) =>
      sorted.length
        ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]! * 10) /
          10
        : 0;
    const seconds = (this.finished - this.started) / 1000;
    return {
      title,
      requests: sorted.length + (this.statuses.get(0) ?? 0),
      seconds: Math.round(seconds * 10) / 10,
      requestsPerSecond: seconds > 0 ? Math.round(sorted.length / seconds) : 0,
      p50Ms: at(0.5),
      p99Ms: at(0.99),
      errors: this.errors,
      statuses: Object.fromEntries(this.statuses),
      ...this.slowSeconds(),
    };
  }

  /**
   * The seconds of the run (by when requests started) whose slowest request took over 100 ms,
   * and the worst of them: a tail from a few stalls reads differently from a slow run.
   */
  private slowSeconds() {
    const worstBySecond = new Map<number, number>();
    this.latencies.forEach((latency, index) => {
      const second = Math.floor(this.startedAt[index]! / 1000);
      worstBySecond.set(second, Math.max(worstBySecond.get(second) ?? 0, latency));
    });
    const slow = [...worstBySecond].filter(([, worst]) => worst > 100);
    const [second, worst] = [...slow].sort((a, b) => b[1] - a[1])[0] ?? [null, 0];
    return {
      secondsOver100Ms: `${slow.length} of ${worstBySecond.size}`,
      slowSeconds: slow
        .map(([at]) => at)
        .sort((a, b) => a - b)
        .join(' '),
      worstSecond: second === null ? null : { second, slowestMs: Math.round(worst) },
    };
  }
}

export type Reply = { ok: boolean; status: number; text: () => Promise<string> };

// Plain node:http with kept-alive connections: fetch costs the load generator several times
// the CPU per request, and on one machine the generator's CPU is taken from the server's.
export const agent = new Agent({ keepAlive: true, maxSockets: 256 });

export function send(url: URL, method: string, headers: Record<string, string>, body?: string) {
  return new Promise<Reply>((resolve, reject) => {
    const request = httpRequest(url, { method, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      const encoding = response.headers['content-encoding'];
      const stream =
        encoding === 'br'
          ? response.pipe(createBrotliDecompress())
          : encoding === 'gzip'
            ? response.pipe(createGunzip())
            : response;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', reject);
      stream.on('end', () => {
        const status = response.statusCode ?? 0;
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ ok: status >= 200 && status < 300, status, text: async () => text });
      });
    });
    request.setTimeout(60_000, () => request.destroy(new Error('timed out')));
    request.on('error', reject);
    request.end(body);
  });
}

export function client(base: string, token: string, address: string) {
  const headers = {
    authorization: `Bearer ${token}`,
    'x-forwarded-for': address,
    'content-type': 'application/json',
    // As a phone's browser asks: replies over 1 KB come compressed.
    'accept-encoding': 'br, gzip',
  };
  return {
    get: (path: string) => send(new URL(`${base}/api/v1${path}`), 'GET', headers),
    post: (path: string, body: unknown) =>
      send(new URL(`${base}/api/v1${path}`), 'POST', headers, JSON.stringify(body)),
  };
}
