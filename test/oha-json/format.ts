/** What the shared tests (test/helpers/formats.ts) need of the oha-json format beyond its samples. */

/** Security: control characters put after this place in this sample make a located error that shows them escaped. */
export const injection = { file: "oha-json/oha-1.15.0-output-format-json-c1-n3-metrics-first-byte-id-62120663838.json", after: '"totalData":' };
