/** What the shared tests (test/helpers/formats.ts) need of the iostat-json format (iostat -o JSON) beyond its samples. */
import { sample } from "../helpers/samples.js";
import { KB512, MB2, RESERVED } from "../helpers/security.js";

const doc = (): string => sample("iostat-json/iostat-o-JSON-x-p-ALL-t-1-2.C.json");
const HEAD = '{"sysstat": {"hosts": [{"nodename": "vm", "sysname": "Linux", "release": "6.1", "machine": "x86_64", "number-of-cpus": 2, "date": "12/06/26",\n"statistics": [\n';
const SAMPLE = '{"avg-cpu": {"user": 1.00, "nice": 0.00, "system": 1.00, "iowait": 0.00, "steal": 0.00, "idle": 98.00}, "disk": [{"disk_device": "vda", "tps": 1.00, "kB_read/s": 2.00, "kB_wrtn/s": 3.00, "kB_dscd/s": 0.00, "kB_read": 4, "kB_wrtn": 5, "kB_dscd": 0}]}';

/** Security: members and devices named like prototype keys (iostat's member names become column names). */
export const keyInputs: Record<string, string> = {
  "members named like prototype keys": doc().replace(/"nice": /g, '"__proto__": ').replace(/"r_await": /g, '"constructor": ').replace(/"aqu-sz": /g, '"prototype": '),
  "a device and a host field named like prototype keys": doc().replace(/"disk_device": "vda"/g, '"disk_device": "__proto__"').replace('"machine": ', '"__proto__": '),
  "a disk item with unknown members named like prototype keys": `${HEAD}{"disk": [{"disk_device": "vda", ${RESERVED.map((k) => `"${k}": 1.00`).join(", ")}}]}\n]}]}}\n`,
};

/** Security: prefixes the format treats specially, repeated 50,000 times (nested openings: a deep document). */
export const prefixes = ['{"sysstat": {"hosts": [', '"disk": [', "{", '"timestamp": "'];

/** Security: long lines, deep nesting and real output repeated to ~500 KB. */
export const pathological: Record<string, () => string> = {
  "iostat-json: 512 KB of '{\"a\": ' in a sample": () => `${HEAD}{"avg-cpu": ${'{"a": '.repeat(KB512 / 6)}\n`,
  "iostat-json: a 2 MB string": () => `${HEAD}${SAMPLE.replace('"vda"', `"${"a".repeat(MB2)}"`)}\n]}]}}\n`,
  "iostat-json: a 2 MB timestamp": () => `${HEAD}${SAMPLE.replace("{", `{"timestamp": "${"1".repeat(MB2)}", `)}\n]}]}}\n`,
  "iostat-json: 20,000 samples on one line": () => `${HEAD}${Array(20_000).fill(SAMPLE).join(", ")}]}]}}\n`,
  "iostat-json: one document 300 times": () => doc().repeat(300),
};

/** Security: control characters put after this place in this sample make a located error that shows them escaped. */
export const injection = { file: "iostat-json/iostat-o-JSON-x-p-ALL-t-1-2.C.json", after: '"number-of-cpus": ' };
