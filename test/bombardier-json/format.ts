/** What the shared tests (test/helpers/formats.ts) need of the bombardier-json format beyond its samples. */

/** Security: control characters put after this place in this sample make a located error that shows them escaped. */
export const injection = { file: "bombardier-json/bombardier-json-old-c125-n1000-no-latency-percentiles-id-38456364279.json", after: '"numberOfConnections":' };
