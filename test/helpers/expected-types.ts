/**
 * Every format's record types, stated by hand in its own test folder: each test/<format>/types.ts adds its format's
 * row to this interface (TypeScript merges the declarations), `[its schema's type, the raw type its parser makes
 * (named by its format), the exported <Name>RawRecord]`. test/types.test.ts checks that the registry gives these,
 * for no more and no fewer formats: a format without its types.ts, or with other types, fails `tsc --noEmit`.
 */
export interface ExpectedTypes {}
