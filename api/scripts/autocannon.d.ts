// The part of autocannon's programmatic API the orders benchmark uses (autocannon ships no types; its CLI, which the
// other benchmark runs, cannot give each request its own customer and Idempotency-Key).
declare module 'autocannon' {
  namespace autocannon {
    interface RequestParams {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
    }
    interface Request extends RequestParams {
      setupRequest?: (request: RequestParams) => RequestParams;
    }
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      requests?: Request[];
    }
    interface Result {
      '2xx': number;
      non2xx: number;
      errors: number;
      latency: { p50: number; p99: number };
      requests: { average: number };
    }
  }
  function autocannon(
    options: autocannon.Options,
    done: (error: Error | null, result: autocannon.Result) => void,
  ): unknown;
  export default autocannon;
}
