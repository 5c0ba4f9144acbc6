/** What the shared tests (test/helpers/formats.ts) need of the sar format beyond its samples. */

/** Security: inputs whose labels, headers or values are the reserved names (sar's column headers become keys). */
export const keyInputs: Record<string, string> = {
  "reserved column headers": "Linux 6.1.0 (h) \t11/30/2026 \t_x86_64_\t(2 CPU)\n\n12:00:01 AM  __proto__  constructor  prototype\n12:00:02 AM  1.00  2.00  3.00\n",
};

/** Security: control characters put after this place in this sample make a located error that shows them escaped. */
export const injection = { file: "sar/sar-locale-C.txt", after: "15:24:44     " };
