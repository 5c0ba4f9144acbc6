import { sysstatJsonSignature } from "../../sysstat/json.js";
import type { ExtractSignature } from "../../../kit/line-tests.js";

/** sadf -j in other text: it opens at the host's `"file-date"` or a sample's `"timestamp": {"date"` (sysstatJsonSignature). */
export const sarJsonSignature: ExtractSignature = sysstatJsonSignature([/^\s*"file-date"\s*:/, /^\s*\{?\s*"timestamp"\s*:\s*\{\s*"date"/]);
