/**
 * How much text the engine has handed to the formats' parsers and to detection since the process started: a count,
 * not a time, so that a test can tell linear work from quadratic on a busy machine (test/engine-growth.test.ts).
 */
export const work = {
  /** Characters given to parseFormat (a piece parsed again after a damaged paragraph counts again). */
  parsed: 0,
  /** Characters scored by the detectors (scoreAll). */
  scored: 0,
};
