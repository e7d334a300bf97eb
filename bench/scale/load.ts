// The load generator the scale and soak benches share: autocannon, run the way bench/run.ts runs it
// (pipelining 1, the generator in a worker thread so it does not take the server's event loop).
import autocannon from 'autocannon';

export type Target = { name: string; options: autocannon.Options };
export type Sample = { requests: number; p50: number; p99: number; errors: number };

export async function measure(target: Target, duration: number, connections: number): Promise<Sample> {
  const result = await autocannon({ connections, pipelining: 1, duration, workers: 1, ...target.options });
  return {
    requests: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Several rounds of one target: mean req/s, median p50, worst p99, every error. */
export const summary = (list: Sample[]): Sample => ({
  requests: mean(list.map((sample) => sample.requests)),
  p50: median(list.map((sample) => sample.p50)),
  p99: Math.max(...list.map((sample) => sample.p99)),
  errors: list.reduce((sum, sample) => sum + sample.errors, 0),
});
