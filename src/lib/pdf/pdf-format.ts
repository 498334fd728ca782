/**
 * Text for PDFs (reports, SAR drafts): times, durations, numbers and positions as people read them.
 * Every time is printed one way, `2025-03-11 06:00 UTC`, with its zone.
 */

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
