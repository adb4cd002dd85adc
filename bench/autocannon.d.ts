// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
    }
    interface RequestSpec extends Request {
      setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
    }
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      amount?: number;
      /** Requests per second offered, across all connections (0: as fast as answered). */
      overallRate?: number;
      timeout?: number;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      requests?: RequestSpec[];
    }
    interface Result {
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
      requests: { total: number; average: number };
    }
    interface Instance extends EventEmitter {
      on(
        event: 'response',
        listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void,
      ): this;
      on(event: 'done', listener: (result: Result) => void): this;
      stop(): void;
    }
  }

  function autocannon(
    options: autocannon.Options,
    done?: (error: Error | null, result: autocannon.Result) => void,
  ): autocannon.Instance;
  export = autocannon;
}
