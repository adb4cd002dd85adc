import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

function readOr(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

/** User plus system CPU of a process in milliseconds; 0 once it is gone. */
function cpuMsOf(pid: number): number {
  const stat = readOr(`/proc/${pid}/stat`);
  // The command name may hold spaces; the fields after its closing parenthesis are fixed.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/**
 * CPU used so far by each part of a benchmarked system: its Node processes by name, the PostgreSQL
 * backends serving its database (and the server's own background writers, shared with anything else
 * on the host), RabbitMQ and Redis (whole servers, so shared too) and this load generator.
 */
export function cpuSnapshot(processes: ReadonlyMap<string, number>, database: string): Map<string, number> {
  const out = new Map<string, number>();
  const add = (label: string, ms: number) => out.set(label, (out.get(label) ?? 0) + ms);
  for (const [name, pid] of processes) add(name, cpuMsOf(pid));
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    const cmdline = readOr(`/proc/${pid}/cmdline`).replace(/\0/g, ' ');
    if (cmdline.startsWith('postgres: ')) {
      if (cmdline.includes(` ${database} `)) add('postgres', cpuMsOf(pid));
      else if (/walwriter|checkpointer|background writer|autovacuum launcher/.test(cmdline))
        add('postgres (shared)', cpuMsOf(pid));
    } else if (cmdline.includes('beam.smp') && cmdline.includes('rabbit'))
      add('rabbitmq (shared)', cpuMsOf(pid));
    else if (cmdline.startsWith('redis-server')) add('redis (shared)', cpuMsOf(pid));
  }
  const self = process.cpuUsage();
  add('load generator', (self.user + self.system) / 1000);
  return out;
}

/** CPU milliseconds per unit of work by part, from two snapshots, largest first, with the total. */
export function cpuPerUnit(
  before: ReadonlyMap<string, number>,
  after: ReadonlyMap<string, number>,
  units: number,
): Array<[string, number]> {
  // A PostgreSQL backend that ended between the snapshots takes its CPU with it: never below zero.
  const rows: Array<[string, number]> = [...after].map(([label, ms]) => [
    label,
    units > 0 ? Math.max(0, ms - (before.get(label) ?? 0)) / units : 0,
  ]);
  rows.sort((a, b) => b[1] - a[1]);
  return [...rows, ['total', rows.reduce((sum, [, ms]) => sum + ms, 0)]];
}

/** One line of `cpuPerUnit` rows: "orders 9.0, postgres 8.9, ..., total 40.1 (CPU ms per order)". */
export function formatCpu(rows: ReadonlyArray<[string, number]>, unit: string): string {
  return rows.map(([label, ms]) => `${label} ${ms.toFixed(1)}`).join(', ') + ` (CPU ms per ${unit})`;
}
