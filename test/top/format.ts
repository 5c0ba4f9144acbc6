/** What the shared tests (test/helpers/formats.ts) need of the top format beyond its samples. */
import { sample } from "../helpers/samples.js";

/** Security: inputs whose labels, headers or values are the reserved names (top's column headers become keys). */
export const keyInputs: Record<string, string> = {
  "reserved column headers": sample("top/procps-ng-4.0.2-b-n3-d0.5.txt").replace(/USER/g, "__proto__").replace(/COMMAND/g, "constructor").replace(/\bPR /g, "prototype "),
};

/** Security: control characters put after this place in this sample make a located error that shows them escaped. */
export const injection = { file: "top/procps-ng-4.0.2-b-n3-d0.5.txt", after: "2 running" };
