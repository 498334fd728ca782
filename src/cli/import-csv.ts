/**
 * One CSV record per line, read as RFC 4180 has it: fields split at commas; a field in double
 * quotes may hold commas, and `""` inside it is one quote; a quote anywhere else is an error rather
 * than a guess. A record must end on its own line (RFC 4180 would let a quoted field run on): no
 * transfer field holds a line break, and one record per line keeps error line numbers the file's.
 */

export type CsvLine = { ok: true; fields: string[] } | { ok: false; detail: string };

const QUOTE = '"';
const COMMA = ',';

export function parseCsvLine(text: string): CsvLine {
  const fields: string[] = [];
  let at = 0;
  for (;;) {
    const column = fields.length + 1;
    if (text[at] === QUOTE) {
      let value = '';
      at += 1;
      for (;;) {
        const quote = text.indexOf(QUOTE, at);
        if (quote === -1) {
          return {
            ok: false,
            detail: `the quoted field ${column} is not closed on this line (a field cannot span lines)`,
          };
        }
        value += text.slice(at, quote);
        at = quote + 1;
        if (text[at] !== QUOTE) break;
        value += QUOTE;
        at += 1;
      }
      fields.push(value);
      if (at === text.length) return { ok: true, fields };
      if (text[at] !== COMMA) {
        return {
          ok: false,
          detail: `field ${column} has text after its closing quote (a quote inside a quoted field is written "")`,
        };
      }
      at += 1;
    } else {
      const comma = text.indexOf(COMMA, at);
      const end = comma === -1 ? text.length : comma;
      const value = text.slice(at, end);
      if (value.includes(QUOTE)) {
        return {
          ok: false,
          detail: `field ${column} holds a quote but does not start with one (quote the whole field and write the quote as "")`,
        };
      }
      fields.push(value);
      if (comma === -1) return { ok: true, fields };
      at = comma + 1;
    }
  }
}
