/** Sizes and names the security tests and the formats' crafted inputs (test/<format>/format.ts) share. */

/** A 2 MB line: long enough to hang a quadratic path. */
export const MB2 = 2 * 1024 * 1024;
/** Size of the other long inputs: enough to hang on a quadratic path, small enough for the default test run. */
export const KB512 = 512 * 1024;
/** Keys that must never be built from input. */
export const RESERVED = ["__proto__", "constructor", "prototype"];
