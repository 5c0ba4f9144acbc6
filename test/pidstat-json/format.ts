/** What the shared tests (test/helpers/formats.ts) need of the pidstat-json format (pidstat -o JSON) beyond its samples. */
import { sample } from "../helpers/samples.js";
import { KB512, MB2, RESERVED } from "../helpers/security.js";

const doc = (): string => sample("pidstat-json/sysstat-tests-expected.pidstat-At-ALL-JSON.json");
const HEAD = '{"sysstat": {"hosts": [{"nodename": "vm", "sysname": "Linux", "release": "6.1", "machine": "x86_64", "number-of-cpus": 2, "date": "12/06/26",\n"statistics": [\n';
const SAMPLE = '{"timestamp": "02:53:16", "task-cpu-load": [{"UID": "0", "PID": "1", "usr": 0.00, "system": 0.00, "guest": 0.00, "wait": 0.00, "cpu": 0.00, "cpu_nr": 1, "cmd": "init"}]}';

/** Security: members and commands named like prototype keys (pidstat's member names become column names). */
export const keyInputs: Record<string, string> = {
  "members named like prototype keys": doc().replace(/"guest": /g, '"__proto__": ').replace(/"StkRef": /g, '"constructor": ').replace(/"nvcswch\/s": /g, '"prototype": '),
  "a command and a host field named like prototype keys": doc().replace(/"cmd": "firefox"/g, '"cmd": "__proto__"').replace('"machine": ', '"__proto__": '),
  "a task with unknown members named like prototype keys": `${HEAD}{"timestamp": "02:53:16", "task-cpu-load": [{"UID": "0", "PID": "1", ${RESERVED.map((k) => `"${k}": 1.00`).join(", ")}, "cmd": "init"}]}\n]}]}}\n`,
};

/** Security: prefixes the format treats specially, repeated 50,000 times (nested openings: a deep document). */
export const prefixes = ['{"sysstat": {"hosts": [', '"task-cpu-load": [', "{", '"timestamp": "'];

/** Security: long lines, deep nesting and real output repeated to ~500 KB. */
export const pathological: Record<string, () => string> = {
  "pidstat-json: 512 KB of '{\"a\": ' in a sample": () => `${HEAD}{"timestamp": "02:53:16", "task-cpu-load": ${'{"a": '.repeat(KB512 / 6)}\n`,
  "pidstat-json: a 2 MB command": () => `${HEAD}${SAMPLE.replace('"init"', `"${"a".repeat(MB2)}"`)}\n]}]}}\n`,
  "pidstat-json: 20,000 samples on one line": () => `${HEAD}${Array(20_000).fill(SAMPLE).join(", ")}]}]}}\n`,
  "pidstat-json: one document 300 times": () => doc().repeat(300),
};

/** Security: control characters put after this place in this sample make a located error that shows them escaped. */
export const injection = { file: "pidstat-json/sysstat-tests-expected.pidstat-At-ALL-JSON.json", after: '"number-of-cpus": ' };
