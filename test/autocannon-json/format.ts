/** What the shared tests (test/helpers/formats.ts) need of the autocannon-json format beyond its samples. */

/** Security: control characters put after this place in this sample make a located error that shows them escaped. */
export const injection = { file: "autocannon-json/autocannon8-json-c10-d2.json", after: '"connections":' };
