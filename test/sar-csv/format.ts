/** What the shared tests (test/helpers/formats.ts) need of the sar-csv format (sadf -d) beyond its samples. */

/** Security: control characters put after this place in this sample make a located error that shows them escaped. */
export const injection = { file: "sar-csv/sadf-d-u.C.txt", after: "vm;1;2026-12-06 02:35:38 UTC;-1;" };
