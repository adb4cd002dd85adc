import type { DependencyHealth } from '@atelier/contracts/common';

export async function probe(check: () => Promise<void>, timeoutMs = 2_000): Promise<DependencyHealth> {
  const started = performance.now();
  try {
    await Promise.race([
      check(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), timeoutMs).unref()),
    ]);
    return { status: 'up', latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    return { status: 'down', error: error instanceof Error ? error.message : String(error) };
  }
}
