// Types of bench/inputs.mjs, for test/memory.test.ts.
export interface BenchInput {
  name: string;
  format: string;
  text: string;
}
export function makeInputs(mb?: number, options?: { scaleAll?: boolean }): BenchInput[];
export function writeInputs(dir: string, mb: number): (Omit<BenchInput, "text"> & { file: string; mb: number; text: undefined })[];
