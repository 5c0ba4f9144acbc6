/** Finding php-fpm status pages in other text (extract). */
import { DATE_LINE, type ExtractSignature } from "../../kit/line-tests.js";

const FIELD = /^(?:pool|process manager|start time|start since|accepted conn|(?:max )?listen queue(?: len)?|(?:idle|active|total|max active) processes|max children reached|slow requests|memory peak|pid|state|requests|request (?:duration|method|URI)|content length|user|script|last request (?:cpu|memory)): /;
const HTTP_LINE = [/^HTTP\/\d(?:\.\d)? \d{3}/, /^[A-Za-z][\w-]*: \S.*$/];

export const phpFpmStatusSignature: ExtractSignature = {
  start: [/^pool: +\S/, /^\{"pool":"/],
  body: [FIELD, /^\*{24}\s*$/, /^\{"pool":"/, DATE_LINE, ...HTTP_LINE, /^curl: \(\d+\)/],
  lead: [DATE_LINE, ...HTTP_LINE],
};
