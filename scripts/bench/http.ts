/**
 * The bench's HTTP client: loopback requests to one server with a `Host` header naming the storefront
 * (`<code>.localhost`, plain localhost for the default storefront), and a timed load at a concurrency.
 */
import http from "node:http";

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  /** The server's CPU time (all its threads, garbage collection included) per request, in ms. */
  cpuMs: number | null;
}

export class Client {
  readonly agent: http.Agent;

  constructor(
    readonly port: number,
    readonly concurrency: number,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  }

  request(
    method: string,
    host: string,
    pathName: string,
    headers: Record<string, string> = {},
    body?: string,
  ): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port: this.port,
          path: pathName,
          method,
          agent: this.agent,
          headers: { host: `${host}:${this.port}`, "accept-encoding": "identity", ...headers },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c) => chunks.push(c));
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      req.on("error", reject);
      req.setTimeout(30_000, () => req.destroy(new Error("timeout")));
      req.end(body);
    });
  }

  get(host: string, pathName: string, headers: Record<string, string> = {}): Promise<Answer> {
    return this.request("GET", host, pathName, headers);
  }

  /** A form post as a browser without JavaScript sends it; returns the cookies it sets (`a=1; b=2`). */
  async postForm(host: string, pathName: string, form: Record<string, string>, cookie = ""): Promise<string> {
    const answer = await this.request(
      "POST",
      host,
      pathName,
      { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
      new URLSearchParams(form).toString(),
    );
    return (answer.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
  }

  postJson(host: string, pathName: string, body: string): Promise<Answer> {
    return this.request(
      "POST",
      host,
      pathName,
      { "content-type": "application/json", accept: "application/json" },
      body,
    );
  }

  /**
   * Requests one page from `concurrency` connections for `durationMs` (after 20 warm-up requests);
   * `serverCpuMs` reads the server's CPU time, which is steadier than req/s on a shared machine.
   */
  async load(
    host: string,
    pathName: string,
    headers: Record<string, string>,
    durationMs: number,
    serverCpuMs?: () => number,
  ): Promise<LoadResult> {
    for (let i = 0; i < 20; i++) await this.get(host, pathName, headers);
    const latencies: number[] = [];
    let errors = 0;
    const end = performance.now() + durationMs;
    const worker = async () => {
      while (performance.now() < end) {
        const t = performance.now();
        try {
          const r = await this.get(host, pathName, headers);
          if (r.status !== 200) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t);
      }
    };
    const started = performance.now();
    const cpuBefore = serverCpuMs?.();
    await Promise.all(Array.from({ length: this.concurrency }, worker));
    const cpu = cpuBefore === undefined || !serverCpuMs ? null : serverCpuMs() - cpuBefore;
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      rps: latencies.length / elapsed,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      requests: latencies.length,
      errors,
      cpuMs: cpu === null || !latencies.length ? null : cpu / latencies.length,
    };
  }

  /** Requests a list of URLs in order, `concurrency` at a time; returns how many did not answer 200. */
  async sweep(requests: { host: string; path: string; headers?: Record<string, string> }[]): Promise<number> {
    let next = 0;
    let failed = 0;
    const worker = async () => {
      for (let i = next++; i < requests.length; i = next++) {
        const r = requests[i];
        try {
          if ((await this.get(r.host, r.path, r.headers)).status !== 200) failed++;
        } catch {
          failed++;
        }
      }
    };
    await Promise.all(Array.from({ length: this.concurrency }, worker));
    return failed;
  }

  close() {
    this.agent.destroy();
  }
}

/** The p-th percentile of ascending values. */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
