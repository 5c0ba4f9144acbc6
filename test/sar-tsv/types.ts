// sar-tsv's record types stated by hand: its schema's type, the raw type its parser makes (named by its format), and
// the exported name of that raw type. test/types.test.ts checks that the registry gives these for every format.
import type * as api from "../../src/index.js";
import type { SarTsvRawRecord } from "../../src/formats/sar/tsv/raw.js";

declare module "../helpers/expected-types.js" {
  interface ExpectedTypes {
    "sar-tsv": [api.SarTsvRecord, SarTsvRawRecord & { format: "sar-tsv" }, api.SarTsvRawRecord];
  }
}
