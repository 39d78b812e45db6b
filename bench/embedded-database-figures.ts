// Rounding and medians for the embedded-database benchmark: of plain numbers, and of memory
// samples field by field. Apart so the load phase and the summary share them.
import { type Memory } from './embedded-database-server';

export const round2 = (value: number) => Math.round(value * 100) / 100;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function medianMemory(samples: Memory[]): Memory {
  const keys = Object.keys(samples[0]!) as (keyof Memory)[];
  return Object.fromEntries(
    keys.map((key) => [key, round2(median(samples.map((sample) => sample[key])))]),
  ) as Memory;
}
