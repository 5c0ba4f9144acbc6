/** Finding php-fpm status pages in other text (extract). */
import { DATE_LINE, type ExtractSignature } from "../../kit/line-tests.js";

const FIELD = /^(?:pool|process manager|start time|start since|accepted conn|(?:max )?listen queue(?: len)?|(?:idle|active|total|max active) processes|max children reached|slow requests|memory peak|pid|state|requests|request (?:duration|method|URI)|content length|user|script|last request (?:cpu|memory)): /;
const HTTP_LINE = [/^HTTP\/\d(?:\.\d)? \d{3}/, /^[A-Za-z][\w-]*: \S.*$/];

/** A page's JSON re-indented (netdata's test files): `{`, `  "pool": "www",`, `  "processes": [`, `  }]`. */
const PRETTY = [/^\s*"[a-z ]+": /, /^\s*[{}[\]],?\s*$/, /^\s*\}\s*\]\s*,?\s*$/];

export const phpFpmStatusSignature: ExtractSignature = {
  start: [/^pool: +\S/, /^\{"pool":"/, /^\s*"pool": ?"/],
  body: [FIELD, /^\*{24}\s*$/, /^\{"pool":"/, ...PRETTY, DATE_LINE, ...HTTP_LINE, /^curl: \(\d+\)/],
  lead: [/^\{\s*$/, DATE_LINE, ...HTTP_LINE],
};
