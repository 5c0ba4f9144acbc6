/** What the shared tests (test/helpers/formats.ts) need of the mpstat-json format (mpstat -o JSON) beyond its samples. */
import { sample } from "../helpers/samples.js";
import { KB512, MB2, RESERVED } from "../helpers/security.js";

const doc = (): string => sample("mpstat-json/mpstat-o-JSON-P-ALL-1-3.C.json");
const HEAD = '{"sysstat": {"hosts": [{"nodename": "vm", "sysname": "Linux", "release": "6.1", "machine": "x86_64", "number-of-cpus": 2, "date": "12/06/26",\n"statistics": [\n';
const SAMPLE = '{"timestamp": "02:53:16", "cpu-load": [{"cpu": "all", "usr": 1.00, "nice": 0.00, "sys": 1.00, "iowait": 0.00, "irq": 0.00, "soft": 0.00, "steal": 0.00, "guest": 0.00, "gnice": 0.00, "idle": 98.00}]}';

/** Security: members and items named like prototype keys (mpstat's member names become column names). */
export const keyInputs: Record<string, string> = {
  "members named like prototype keys": doc().replace(/"nice": /g, '"__proto__": ').replace(/"steal": /g, '"constructor": ').replace(/"gnice": /g, '"prototype": '),
  "a CPU and a host field named like prototype keys": doc().replace(/"cpu": "all"/g, '"cpu": "__proto__"').replace('"machine": ', '"__proto__": '),
  "an activity of mpstat's with unknown members named like prototype keys": `${HEAD}{"timestamp": "02:53:16", "cpu-load": [{"cpu": "all", ${RESERVED.map((k) => `"${k}": 1.00`).join(", ")}}]}\n]}]}}\n`,
};

/** Security: prefixes the format treats specially, repeated 50,000 times (nested openings: a deep document). */
export const prefixes = ['{"sysstat": {"hosts": [', '"cpu-load": [', "{", '"timestamp": "'];

/** Security: long lines, deep nesting and real output repeated to ~500 KB. */
export const pathological: Record<string, () => string> = {
  "mpstat-json: 512 KB of '{\"a\": ' in a sample": () => `${HEAD}{"timestamp": "02:53:16", "cpu-load": ${'{"a": '.repeat(KB512 / 6)}\n`,
  "mpstat-json: a 2 MB string": () => `${HEAD}${SAMPLE.replace('"all"', `"${"a".repeat(MB2)}"`)}\n]}]}}\n`,
  "mpstat-json: 20,000 samples on one line": () => `${HEAD}${Array(20_000).fill(SAMPLE).join(", ")}]}]}}\n`,
  "mpstat-json: one document 300 times": () => doc().repeat(300),
};

/** Security: control characters put after this place in this sample make a located error that shows them escaped. */
export const injection = { file: "mpstat-json/mpstat-o-JSON-P-ALL-1-3.C.json", after: '"number-of-cpus": ' };
