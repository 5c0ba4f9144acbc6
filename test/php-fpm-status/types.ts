// php-fpm-status's record types stated by hand: its schema's type, the raw type its parser makes (named by its format), and
// the exported name of that raw type. test/types.test.ts checks that the registry gives these for every format.
import type * as api from "../../src/index.js";
import type { PhpFpmStatusRawSample } from "../../src/formats/php-fpm-status/raw.js";

declare module "../helpers/expected-types.js" {
  interface ExpectedTypes {
    "php-fpm-status": [api.PhpFpmStatusRecord, PhpFpmStatusRawSample, api.PhpFpmStatusRawRecord];
  }
}
