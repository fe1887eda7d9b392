// Printing and small statistics shared by the bench and reliability scripts.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

/** Columns padded to their widest cell; numbers (and cells that look like them) right-aligned. */
export function formatTable(header: string[], rows: string[][]): string {
  const all = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...all.map((row) => [...(row[column] ?? '')].length)));
  const numeric = (cell: string) => /^[-+]?[\d.,]+\s*(x|ms|µs|%|KB)?$/.test(cell);
  const line = (row: string[]) =>
    row
      .map((cell, column) => {
        const pad = ' '.repeat(widths[column]! - [...cell].length);
        return numeric(cell) ? pad + cell : cell + pad;
      })
      .join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function median(values: number[]): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** '1.23 / 0.98 / 0.77': the 1, 5 and 15 minute load averages (the machine is shared; figures depend on it). */
export const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

export const round = (value: number, digits = 2) => Number(value.toFixed(digits));

/** CPU time (user + system) a process has used so far, in ms (Linux: /proc/<pid>/stat, in clock ticks of 10 ms). */
export function cpuTimeMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The figures every round of a throughput scenario reports. */
export interface RoundFigures {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /** The server process's CPU time (user + system) per answered request. */
  cpuUsPerRequest: number;
}

/**
 * Runs the scenarios `runs` times, interleaved so a change of load touches every scenario alike, keeping each
 * round's figures under the scenario's key and printing one line per round.
 */
export async function measureInterleaved<Scenario extends { key: string; label: string }, Figures extends RoundFigures>(
  runs: number,
  scenarios: readonly Scenario[],
  measure: (scenario: Scenario) => Promise<Figures>,
  measurements: Map<string, Figures[]>,
): Promise<void> {
  const labelWidth = Math.max(...scenarios.map((scenario) => scenario.label.length));
  for (let run = 1; run <= runs; run++) {
    for (const scenario of scenarios) {
      const result = await measure(scenario);
      measurements.get(scenario.key)!.push(result);
      console.log(
        `run ${run}/${runs}  ${scenario.label.padEnd(labelWidth)} ${Math.round(result.reqPerSec).toString().padStart(7)} req/s  ` +
          `p50 ${result.p50Ms} ms  p99 ${result.p99Ms} ms  server CPU ${result.cpuUsPerRequest} µs/request` +
          (result.non2xx || result.errors ? `  NON-2XX ${result.non2xx} ERRORS ${result.errors}` : ''),
      );
    }
  }
}
