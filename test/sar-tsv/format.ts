/** What the shared tests (test/helpers/formats.ts) need of the sar-tsv format (sadf -p) beyond its samples. */

/** Security: control characters put after this place in this sample make a located error that shows them escaped. */
export const injection = { file: "sar-tsv/sadf-p-A.C.first-2-samples.txt", after: "vm\t1\t2026-12-06 02:35:38 UTC\tall\t%usr\t" };
