/**
 * Re-dating a recorded SBS-1 line, for `vigil replay --as-live`: its generated and logged date
 * and time become the new time, written in UTC (the replay then tells the service to read them in
 * UTC). Lines that are not MSG lines are left as they are.
 */

const DATE_FIELDS = [6, 8] as const;
const TIME_FIELDS = [7, 9] as const;

export function restampSbsLine(line: string, at: number): string {
  const fields = line.trim().split(',');
  if (fields[0] !== 'MSG' || fields.length < 10) return line;
  const iso = new Date(at).toISOString();
  const date = iso.slice(0, 10).replaceAll('-', '/');
  const time = iso.slice(11, 23);
  for (const i of DATE_FIELDS) fields[i] = date;
  for (const i of TIME_FIELDS) fields[i] = time;
  return fields.join(',');
}
