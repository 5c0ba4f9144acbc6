/** What the shared tests (test/helpers/formats.ts) need of the pidstat format beyond its samples. */
import { sample } from "../helpers/samples.js";

const busy = (): string => sample("pidstat/pidstat-u-r-d-w-1-2.txt");

/** Security: inputs whose headers or commands are the reserved names (pidstat's column headers become keys). */
export const keyInputs: Record<string, string> = {
  "reserved column headers and commands": busy().replace(/%guest/g, "__proto__").replace(/minflt\/s/g, "constructor").replace(/ node$/gm, " prototype").replace(/ busy worker$/gm, " __proto__"),
};

/** Security: prefixes the format treats specially, repeated 50,000 times. */
export const prefixes = ["00:54:21      UID       PID    %usr ", "Average:        0      1138 ", "# Time        UID       PID ", "Moyenne :  ", "00:54:18        0         -      1149 "];

/** Security: long lines and real output repeated to ~500 KB. */
export const pathological: Record<string, () => string> = {
  "pidstat: a command line of 100,000 words": () => `${busy()}\n00:54:23      UID       PID    %usr %system  %guest   %wait    %CPU   CPU  Command\n00:54:24        0      1137    0.00    0.00    0.00    0.00    0.00     1  ${"x ".repeat(100_000)}\n`,
  "pidstat: one -u -r -d -w run 1,000 times": () => busy().repeat(1000),
};

/** Security: control characters put after this place in this sample make a located error that shows them escaped. */
export const injection = { file: "pidstat/pidstat-u-r-d-w-1-2.txt", after: "0      1138  " };
