/**
 * A later version of OFAC's real publication, made from it for tests of what changes between two
 * publications: its DateOfIssue moved to `date`, and the parties named in `without` left out
 * (their DistinctParty and their SanctionsEntry), as OFAC leaves out a party it delists.
 */
import { sdnText } from '../../../../src/risk/lists/ofac/sdn-source.ts';

/** `text` without the element `<tag …attribute="value"…>…</tag>` (the first one), or as it was. */
function withoutElement(text: string, opening: string, tag: string): string {
  const start = text.indexOf(opening);
  if (start === -1) throw new Error(`later-publication: no ${opening}`);
  const end = text.indexOf(`</${tag}>`, start);
  return text.slice(0, start) + text.slice(end + tag.length + 3);
}

export async function laterPublication(
  path: string,
  options: { date: string; without: readonly string[] },
): Promise<string> {
  const chunks: string[] = [];
  for await (const chunk of sdnText(path)) chunks.push(chunk);
  let text = chunks.join('');
  const [year, month, day] = options.date.split('-').map(Number);
  text = text.replace(
    /<DateOfIssue CalendarTypeID="1">\s*<Year>\d+<\/Year>\s*<Month>\d+<\/Month>\s*<Day>\d+<\/Day>\s*<\/DateOfIssue>/,
    `<DateOfIssue CalendarTypeID="1"><Year>${year}</Year><Month>${month}</Month><Day>${day}</Day></DateOfIssue>`,
  );
  for (const profile of options.without) {
    text = withoutElement(text, `<DistinctParty FixedRef="${profile}">`, 'DistinctParty');
    text = withoutElement(text, `<SanctionsEntry ID="${profile}" `, 'SanctionsEntry');
  }
  return text;
}
