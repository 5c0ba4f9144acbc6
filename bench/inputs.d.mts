// Types of bench/inputs.mjs, for test/memory.test.ts.
export interface BenchInput {
  name: string;
  format: string;
  text: string;
}
export function makeInputs(mb?: number, options?: { scaleAll?: boolean }): BenchInput[];
/** makeInputs' cases and, for each format of `formats` (the registry) without one, its largest sample repeated. */
export function allInputs(mb?: number, formats?: Record<string, { testing: { samples: string } }>, options?: { scaleAll?: boolean }): BenchInput[];
export function writeInputs(dir: string, mb: number, formats?: Record<string, { testing: { samples: string } }>): (Omit<BenchInput, "text"> & { file: string; mb: number; text: undefined })[];
