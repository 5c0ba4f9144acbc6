/** What the shared tests (test/helpers/formats.ts) need of the sar-json format (sadf -j) beyond its samples. */
import { sample } from "../helpers/samples.js";
import { KB512, MB2, RESERVED } from "../helpers/security.js";

const doc = (): string => sample("sar-json/sadf-j-u.C.json");
const HEAD = '{"sysstat": {"hosts": [{"nodename": "vm", "sysname": "Linux", "release": "6.1", "machine": "x86_64", "number-of-cpus": 2, "file-date": "2026-12-06",\n"statistics": [\n';
const SAMPLE = '{"timestamp": {"date": "2026-12-06", "time": "02:35:38", "utc": 1, "interval": 1}, "cpu-load": [{"cpu": "all", "user": 1.00, "nice": 0.00, "system": 1.00, "iowait": 0.00, "steal": 0.00, "idle": 98.00}]}';

/** Security: members, host fields and items named like prototype keys (sadf's member names become column names). */
export const keyInputs: Record<string, string> = {
  "members named like prototype keys": doc().replace(/"nice": /g, '"__proto__": ').replace(/"steal": /g, '"constructor": ').replace('"timezone": ', '"prototype": '),
  "a CPU and a host field named like prototype keys": doc().replace(/"cpu": "all"/g, '"cpu": "__proto__"').replace('"machine": ', '"__proto__": '),
  "an unknown activity with members named like prototype keys": `${HEAD}{"timestamp": {"date": "2026-12-06", "time": "02:35:38"}, ${RESERVED.map((k) => `"${k}": [{"${k}": 1.00, "x": {"${k}": 2}}]`).join(", ")}}\n]}]}}\n`,
};

/** Security: prefixes the format treats specially, repeated 50,000 times (nested openings: a deep document). */
export const prefixes = ['{"sysstat": {"hosts": [', '"statistics": [', "[", '{"a": ', ",", '"timestamp": {"date": '];

/** Security: long lines, deep nesting and real output repeated to ~500 KB. */
export const pathological: Record<string, () => string> = {
  "sar-json: 512 KB of '[' in a sample": () => `${HEAD}{"timestamp": {"date": "2026-12-06", "time": "02:35:38"}, "cpu-load": ${"[".repeat(KB512)}\n`,
  "sar-json: a 2 MB string": () => `${HEAD}{"timestamp": {"date": "2026-12-06", "time": "02:35:38"}, "x": "${"a".repeat(MB2)}"}\n]}]}}\n`,
  "sar-json: a 2 MB number and 100,000 commas": () => `${HEAD}${SAMPLE.replace("1.00", "9".repeat(MB2))},${",".repeat(100_000)}\n]}]}}\n`,
  "sar-json: 20,000 samples on one line": () => `${HEAD}${Array(20_000).fill(SAMPLE).join(", ")}]}]}}\n`,
  "sar-json: one document 50 times": () => doc().repeat(50),
};

/** Security: control characters put after this place in this sample make a located error that shows them escaped. */
export const injection = { file: "sar-json/sadf-j-u.C.json", after: '"number-of-cpus": ' };
