/**
 * Text for PDFs (reports, SAR drafts): times, durations, numbers and positions as people read them,
 * and every string made safe for pdfkit's built-in Helvetica, which only has the WinAnsi (cp1252)
 * characters.
 */

/** The characters cp1252 has beyond Latin-1 (pdfkit's WIN_ANSI_MAP). */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
}

/**
 * The text with each character Helvetica cannot show replaced: by its base letter when it has one
 * (`ő` → `o`), otherwise by `?`. Without this pdfkit writes bytes that show as other characters.
 */
export function winAnsi(text: string): string {
  let out = '';
  for (const char of text) {
    if (isWinAnsi(char)) {
      out += char;
      continue;
    }
    if (char === '\n' || char === '\t') {
      out += ' ';
      continue;
    }
    const base = char.normalize('NFD').replace(/\p{M}/gu, '');
    out += base.length > 0 && [...base].every(isWinAnsi) ? base : '?';
  }
  return out;
}

/** `2025-03-11 06:00 UTC`. */
export function formatTime(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export function formatPeriod(period: { from: string | null; to: string }): string {
  return period.from === null
    ? `Up to ${formatTime(period.to)}`
    : `${formatTime(period.from)} – ${formatTime(period.to)}`;
}

/** `3 d 4 h`, `2 h 05 min`, `12 min`, `40 s`. */
export function formatDuration(seconds: number): string {
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  const minutes = Math.floor(s / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${String(minutes % 60).padStart(2, '0')} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

export function formatNumber(value: number, digits = 0): string {
  return value.toLocaleString('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

export function formatPercent(share: number): string {
  return `${Math.round(share * 100)} %`;
}

/** `51.9123°N 4.0521°E`. */
export function formatLonLat([lon, lat]: readonly [number, number] | number[], digits = 4): string {
  return `${formatDegrees(lat ?? 0, 'N', 'S', digits)} ${formatDegrees(lon ?? 0, 'E', 'W', digits)}`;
}

export function formatDegrees(value: number, positive: string, negative: string, digits: number): string {
  const hemisphere = value === 0 || Math.abs(value) === 180 ? '' : value < 0 ? negative : positive;
  return `${Math.abs(value).toFixed(digits)}°${hemisphere}`;
}
