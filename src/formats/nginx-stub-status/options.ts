import { statusPageOptions } from "../status-page/options.js";

/** stub_status's options: the status-page kit's (zoneOffsets). */
export const stubStatusOptions = { ...statusPageOptions };
