// oha-json's record types stated by hand: its schema's type, the raw type its parser makes (named by its format), and
// the exported name of that raw type. test/types.test.ts checks that the registry gives these for every format.
import type * as api from "../../src/index.js";
import type { OhaJsonRawRun } from "../../src/formats/oha/json/raw.js";

declare module "../helpers/expected-types.js" {
  interface ExpectedTypes {
    "oha-json": [api.OhaJsonRecord, OhaJsonRawRun & { format: "oha-json" }, api.OhaJsonRawRecord];
  }
}
