/** What the shared tests (test/helpers/formats.ts) need of the lighttpd-status format beyond its samples. */
import { sample } from "../helpers/samples.js";
import { MB2 } from "../helpers/security.js";

const page = (): string => sample("lighttpd-status/idle-auto.txt");

/** Security: inputs whose field names or headers are the reserved names (refused in a page, read as headers before it). */
export const keyInputs: Record<string, string> = {
  "reserved field names in a page (refused)": `${page()}constructor: x\nprototype: {"polluted":1}\ntoString: 1\nhasOwnProperty: 2\n`,
  "reserved HTTP header names before a page": `HTTP/1.1 200 OK\nconstructor: x\nprototype: {"polluted":1}\nServer: __proto__/1.0\n\n${page()}`,
};

/** Security: prefixes the format treats specially, repeated 50,000 times. */
export const prefixes = ["Total Accesses: ", "Scoreboard: ", "BusyServers: ", "curl: (7) "];

/** Security: long lines built to defeat a regular expression, and real output repeated. */
export const pathological: Record<string, () => string> = {
  "lighttpd-status: a 2 MB field name of words": () => `${"Total ".repeat(MB2 / 6)}\n${page()}`,
  "lighttpd-status: a 2 MB Scoreboard": () => page().replace(/^Scoreboard: .*$/m, `Scoreboard: h${"_".repeat(MB2)}`),
  "lighttpd-status: one page 400 times": () => page().repeat(400),
};

/** Security: control characters put after this place in this sample make a located error that shows them escaped. */
export const injection = { file: "lighttpd-status/idle-auto.txt", after: "Total Accesses: " };
