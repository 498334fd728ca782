import { describe, expect, it } from 'vitest';
import { renderReportPdf } from '../../../../src/geo/reports/render/report-pdf.ts';
import { LATEST_ROWS } from '../../../../src/geo/reports/render/report-sections.ts';
import { glyphCodesFor, infoValue, lineSegments, pageCount, shownText } from './pdf-inspect.ts';
import {
  antimeridianSiteContent,
  assetContent,
  caseContent,
  emptyAssetContent,
  emptySiteContent,
  siteContent,
} from './report-content-factory.ts';

const plain = { compress: false };

describe('renderReportPdf', () => {
  it('writes a complete PDF', async () => {
    const pdf = await renderReportPdf(siteContent());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
  });

  it('names the report in the metadata, with Vigil as its creator and its generation time as creation date', async () => {
    const pdf = await renderReportPdf(siteContent(), plain);
    expect(infoValue(pdf, 'Title')).toBe('Maasvlakte approaches, 1–11 March 2025');
    expect(infoValue(pdf, 'Creator')).toBe('Vigil');
    expect(infoValue(pdf, 'Subject')).toBe('Site · Maasvlakte approaches');
    expect(infoValue(pdf, 'CreationDate')).toMatch(/^D:20250311060000Z/);
  });

  it('shows the title, subject, period and generation time at the top of the first page', async () => {
    const text = shownText(await renderReportPdf(assetContent(), plain));
    expect(text).toContain('Nordic Tern, 1–11 March 2025');
    expect(text).toContain('Vessel · NORDIC TERN (MMSI 244123456)');
    expect(text.some((line) => line.includes('2025-03-01 00:00 UTC – 2025-03-11 00:00 UTC'))).toBe(true);
    expect(text.some((line) => line.includes('Generated: 2025-03-11 06:00 UTC'))).toBe(true);
  });

  it('traces the coastlines around the North Sea into the map', async () => {
    const track = assetContent().track.line.length;
    expect(lineSegments(await renderReportPdf(assetContent(), plain))).toBeGreaterThan(track + 500);
  });

  it('labels the map with a legend of detection feedback and a scale bar', async () => {
    const text = shownText(await renderReportPdf(siteContent(), plain));
    expect(text).toEqual(
      expect.arrayContaining(['Detection: useful', 'Detection: not useful', 'Detection: unrated']),
    );
    expect(text).toContain('20 km');
  });

  it('continues a site report’s detection tables onto a second page, numbering every page', async () => {
    const pdf = await renderReportPdf(siteContent(), plain);
    const text = shownText(pdf);
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(text).toEqual(
      expect.arrayContaining([
        'By type',
        'By day (UTC)',
        'Latest detections',
        `Page 1 of ${pages}`,
        `Page ${pages} of ${pages}`,
      ]),
    );
    expect(text).toContain('det_0040');
  });

  it('lists at most LATEST_ROWS latest detections and counts the rest', async () => {
    const content = siteContent({ detections: 200 });
    const text = shownText(await renderReportPdf(content, plain));
    expect(text).toContain(`det_${String(LATEST_ROWS).padStart(4, '0')}`);
    expect(text).not.toContain(`det_${String(LATEST_ROWS + 1).padStart(4, '0')}`);
    expect(text).toContain(`… and ${200 - LATEST_ROWS} earlier detections not listed.`);
  });

  it('says so when a site had no detections, on a single page', async () => {
    const pdf = await renderReportPdf(emptySiteContent(), plain);
    expect(pageCount(pdf)).toBe(1);
    expect(shownText(pdf)).toContain('No detections in this period.');
  });

  it('renders a site across the antimeridian', async () => {
    const pdf = await renderReportPdf(antimeridianSiteContent(), plain);
    expect(shownText(pdf)).toContain('180.0°');
    expect(lineSegments(pdf)).toBeGreaterThan(20);
  });

  it('summarises an asset’s track and the time it spent inside sites', async () => {
    const pdf = await renderReportPdf(assetContent(), plain);
    const text = shownText(pdf);
    expect(pageCount(pdf)).toBe(1);
    expect(text).toEqual(expect.arrayContaining(['742.6 km', '14.2 kn', 'Maasvlakte approaches', '39 min']));
  });

  it('shows the world and says so when an asset has no positions', async () => {
    const text = shownText(await renderReportPdf(emptyAssetContent(), plain));
    expect(text).toEqual(
      expect.arrayContaining(['No positions in this period', 'The asset entered no site in this period.']),
    );
  });

  it('lists a case’s items with their notes and details', async () => {
    const text = shownText(await renderReportPdf(caseContent(), plain));
    expect(text).toEqual(
      expect.arrayContaining([
        '1. Site: Maasvlakte approaches',
        '4. Note: Harbour master call',
        'Last position',
      ]),
    );
    expect(text.join(' ')).toContain('Loitering for 40 minutes next to NORDIC TERN.');
  });

  it('renders the same bytes for the same content', async () => {
    const [a, b] = await Promise.all([renderReportPdf(caseContent()), renderReportPdf(caseContent())]);
    expect(a.equals(b)).toBe(true);
  });

  it('prints a site named in Cyrillic, Chinese and Arabic as named, the Arabic shaped right to left', async () => {
    const content = { ...siteContent(), title: 'Новороссийск / 新港 / ميناء' };
    const pdf = await renderReportPdf(content, plain);
    const text = shownText(pdf);
    // One line, drawn left to right in three fonts: Noto Sans, Noto Sans CJK, Noto Naskh Arabic.
    const at = text.indexOf('Новороссийск / ');
    expect(at).toBeGreaterThan(0);
    expect(text[at + 1]).toBe('新港 / ');
    // The Arabic run's glyphs are drawn right to left: read back in page order they come reversed.
    expect([...(text[at + 2] ?? '')].reverse().join('')).toBe('ميناء');
    expect(text.join('')).not.toContain('?');
    // Joined forms: م starts a word here, so its glyph is not the one a lone م takes.
    const lone = await renderReportPdf({ ...siteContent(), title: 'ميناء م' }, plain);
    expect(Math.max(...glyphCodesFor(lone, 'م').map((codes) => codes.length))).toBe(2);
    expect(infoValue(pdf, 'Title')).toBe('Новороссийск / 新港 / ميناء');
  });

  it('prints Hebrew, Greek and accented Latin too, nothing as "?"', async () => {
    const content = { ...assetContent(), title: 'Őrség · Ελευσίνα · חיפה' };
    const text = shownText(await renderReportPdf(content, plain)).join('|');
    expect(text).toContain('Őrség · Ελευσίνα · ');
    expect(text).toContain([...'חיפה'].reverse().join(''));
  });

  it('prints every identifier whole, however narrow its column, and no cell is cut with "…"', async () => {
    const content = siteContent({ detections: 3 });
    const long = 'det_01jq3vg0j1k2m3n4p5q6r7s8vwxyzabcdefghjkmnpqrstvwxyz0123456789';
    const first = content.detections.latest[0];
    if (first) first.id = long;
    const text = shownText(await renderReportPdf(content, plain));
    expect(text.join('')).toContain(long);
    expect(text.some((line) => line.includes('…'))).toBe(false);
  });

  it('says which vessel each detection concerns', async () => {
    const text = shownText(await renderReportPdf(siteContent(), plain));
    expect(text).toContain('Concerns');
    // Wrapped in its column: the name and the MMSI on the lines of one cell.
    expect(text.join(' ')).toContain('NORDIC TERN (MMSI 244123456)');
  });

  it('prints every time in one format with its zone', async () => {
    // Cells wrap at spaces, so a time may fill two lines of its cell.
    const text = shownText(await renderReportPdf(siteContent(), plain)).join(' ');
    const times = text.match(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}( UTC)?/g) ?? [];
    expect(times.length).toBeGreaterThan(10);
    for (const time of times) expect(time).toMatch(/ UTC$/);
  });
});
