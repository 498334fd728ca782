/**
 * Certificate subject names, for OAuth clients that authenticate by subject (RFC 8705 §2.1.2,
 * `tls_client_auth_subject_dn`): parses the RFC 4514 string a client registers and the subject
 * Node reads from a certificate (the same escaping, one RDN per line, most significant first), and
 * compares them the way directory names compare: attribute by OID, the values of one RDN in any
 * order, each value without regard to case or runs of white space (RFC 4518's caseIgnoreMatch,
 * which covers the attributes certificates use).
 */

/** One attribute of a name: its type as an OID and its value. */
export interface NameAttribute {
  oid: string;
  value: string;
}

/** Relative distinguished names, most significant first (the certificate's order, e.g. C, O, CN). */
export type DistinguishedName = NameAttribute[][];

export class NameSyntaxError extends Error {}

/** Attribute names, by the names RFC 4514 §3 and OpenSSL write; lower-case keys. */
const NAMES: Record<string, string> = {
  cn: '2.5.4.3',
  commonname: '2.5.4.3',
  sn: '2.5.4.4',
  surname: '2.5.4.4',
  serialnumber: '2.5.4.5',
  c: '2.5.4.6',
  countryname: '2.5.4.6',
  l: '2.5.4.7',
  localityname: '2.5.4.7',
  st: '2.5.4.8',
  stateorprovincename: '2.5.4.8',
  street: '2.5.4.9',
  streetaddress: '2.5.4.9',
  o: '2.5.4.10',
  organizationname: '2.5.4.10',
  ou: '2.5.4.11',
  organizationalunitname: '2.5.4.11',
  title: '2.5.4.12',
  businesscategory: '2.5.4.15',
  postalcode: '2.5.4.17',
  name: '2.5.4.41',
  gn: '2.5.4.42',
  givenname: '2.5.4.42',
  initials: '2.5.4.43',
  generationqualifier: '2.5.4.44',
  dnqualifier: '2.5.4.46',
  pseudonym: '2.5.4.65',
  organizationidentifier: '2.5.4.97',
  dc: '0.9.2342.19200300.100.1.25',
  domaincomponent: '0.9.2342.19200300.100.1.25',
  uid: '0.9.2342.19200300.100.1.1',
  userid: '0.9.2342.19200300.100.1.1',
  e: '1.2.840.113549.1.9.1',
  email: '1.2.840.113549.1.9.1',
  emailaddress: '1.2.840.113549.1.9.1',
  jurisdictionc: '1.3.6.1.4.1.311.60.2.1.3',
  jurisdictionst: '1.3.6.1.4.1.311.60.2.1.2',
  jurisdictionl: '1.3.6.1.4.1.311.60.2.1.1',
};

/** The name each OID is written with; RFC 4514's own where it has one. */
const SHORT_NAMES: Record<string, string> = {
  '2.5.4.3': 'CN',
  '2.5.4.4': 'SN',
  '2.5.4.5': 'serialNumber',
  '2.5.4.6': 'C',
  '2.5.4.7': 'L',
  '2.5.4.8': 'ST',
  '2.5.4.9': 'STREET',
  '2.5.4.10': 'O',
  '2.5.4.11': 'OU',
  '2.5.4.12': 'title',
  '2.5.4.15': 'businessCategory',
  '2.5.4.17': 'postalCode',
  '2.5.4.41': 'name',
  '2.5.4.42': 'GN',
  '2.5.4.43': 'initials',
  '2.5.4.44': 'generationQualifier',
  '2.5.4.46': 'dnQualifier',
  '2.5.4.65': 'pseudonym',
  '2.5.4.97': 'organizationIdentifier',
  '0.9.2342.19200300.100.1.25': 'DC',
  '0.9.2342.19200300.100.1.1': 'UID',
  '1.2.840.113549.1.9.1': 'emailAddress',
  '1.3.6.1.4.1.311.60.2.1.3': 'jurisdictionC',
  '1.3.6.1.4.1.311.60.2.1.2': 'jurisdictionST',
  '1.3.6.1.4.1.311.60.2.1.1': 'jurisdictionL',
};

const NUMERIC_OID = /^[0-2](\.(0|[1-9][0-9]*))+$/;
const HEX_PAIR = /^[0-9A-Fa-f]{2}$/;
/** Characters RFC 4514 §2.4 escapes anywhere in a value. */
const ALWAYS_ESCAPED = new Set(['"', '+', ',', ';', '<', '>', '\\']);

/**
 * Parses an RFC 4514 string (`CN=client,O=Acme,C=US`: least significant RDN first, as
 * `openssl x509 -noout -subject -nameopt RFC2253` prints it) into certificate order.
 */
export function parseRfc4514(text: string): DistinguishedName {
  return parseRdns(text, new Set([',', ';'])).reverse();
}

/** Parses the subject of Node's `X509Certificate` (one RDN per line, most significant first). */
export function parseCertificateSubject(text: string): DistinguishedName {
  return parseRdns(text, new Set(['\n']));
}

/** The RFC 4514 string of a name, least significant RDN first. */
export function formatRfc4514(name: DistinguishedName): string {
  return [...name]
    .reverse()
    .map((rdn) => rdn.map((a) => `${SHORT_NAMES[a.oid] ?? a.oid}=${escapeValue(a.value)}`).join('+'))
    .join(',');
}

/** Whether two names are the same name (see the module comment for how values compare). */
export function sameName(a: DistinguishedName, b: DistinguishedName): boolean {
  return comparisonKey(a) === comparisonKey(b);
}

function comparisonKey(name: DistinguishedName): string {
  return JSON.stringify(
    name.map((rdn) =>
      rdn
        .map((a) => [a.oid, a.value.normalize('NFKC').trim().replace(/\s+/gu, ' ').toLowerCase()])
        .sort((x, y) => (x.join('\u0000') < y.join('\u0000') ? -1 : 1)),
    ),
  );
}

function parseRdns(text: string, rdnSeparators: Set<string>): DistinguishedName {
  const rdns: DistinguishedName = [];
  let rdn: NameAttribute[] = [];
  let i = 0;
  const skipSpaces = () => {
    while (text[i] === ' ') i++;
  };
  if (text.trim() === '') throw new NameSyntaxError('the name is empty');
  while (i <= text.length) {
    skipSpaces();
    const typeStart = i;
    while (i < text.length && text[i] !== '=' && !rdnSeparators.has(text.charAt(i)) && text[i] !== '+') i++;
    if (text[i] !== '=') {
      throw new NameSyntaxError(`expected 'TYPE=value' at '${text.slice(typeStart, typeStart + 20)}'`);
    }
    const oid = attributeOid(text.slice(typeStart, i).trim());
    i++; // '='
    skipSpaces();
    if (text[i] === '#') {
      throw new NameSyntaxError('hex-encoded (#…) values are not supported; write the value as text');
    }
    const { value, end } = readValue(text, i, rdnSeparators);
    rdn.push({ oid, value });
    i = end;
    if (i >= text.length) {
      rdns.push(rdn);
      break;
    }
    const separator = text.charAt(i);
    i++;
    if (separator === '+') continue;
    rdns.push(rdn);
    rdn = [];
    if (i >= text.length) throw new NameSyntaxError('the name ends with a separator');
  }
  return rdns;
}

function attributeOid(type: string): string {
  if (type === '') throw new NameSyntaxError('an attribute has no type before its =');
  const oid = type.replace(/^oid\./i, '');
  if (NUMERIC_OID.test(oid)) return oid;
  const known = NAMES[type.toLowerCase()];
  if (!known) {
    throw new NameSyntaxError(`unknown attribute type '${type}'; write it as its OID (e.g. 2.5.4.3)`);
  }
  return known;
}

/** Reads one value from `start` up to an unescaped separator; unescaped edge spaces are dropped. */
function readValue(text: string, start: number, rdnSeparators: Set<string>): { value: string; end: number } {
  let i = start;
  let value = '';
  /** Length of `value` that ends with an escaped character: trailing spaces before it stay. */
  let keep = 0;
  let bytes: number[] = [];
  const flushBytes = () => {
    if (bytes.length === 0) return;
    try {
      value += new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(bytes));
    } catch {
      throw new NameSyntaxError('an escaped \\XX sequence is not valid UTF-8');
    }
    bytes = [];
    keep = value.length;
  };
  while (i < text.length) {
    const ch = text.charAt(i);
    if (ch === '\\') {
      const pair = text.slice(i + 1, i + 3);
      if (HEX_PAIR.test(pair)) {
        bytes.push(Number.parseInt(pair, 16));
        i += 3;
        continue;
      }
      flushBytes();
      const escaped = text.charAt(i + 1);
      if (escaped === '') throw new NameSyntaxError('the name ends with a lone backslash');
      value += escaped;
      keep = value.length;
      i += 2;
      continue;
    }
    flushBytes();
    if (ch === '+' || rdnSeparators.has(ch)) break;
    if (ch === '"' || ch === '<' || ch === '>' || (ch === ';' && !rdnSeparators.has(ch))) {
      throw new NameSyntaxError(`the character ${ch} must be escaped with a backslash in '${text}'`);
    }
    value += ch;
    i++;
  }
  flushBytes();
  const trimmed = value.slice(0, keep) + value.slice(keep).replace(/ +$/, '');
  if (trimmed === '') throw new NameSyntaxError('an attribute has an empty value');
  return { value: trimmed, end: i };
}

function escapeValue(value: string): string {
  let out = '';
  for (const [index, ch] of [...value].entries()) {
    const edge =
      (index === 0 && (ch === ' ' || ch === '#')) || (index === [...value].length - 1 && ch === ' ');
    if (ch === '\u0000') out += '\\00';
    else if (ALWAYS_ESCAPED.has(ch) || edge) out += `\\${ch}`;
    else out += ch;
  }
  return out;
}
