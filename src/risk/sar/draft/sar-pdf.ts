/**
 * A SAR draft as a PDF (`GET /v1/compliance/sar/:id/pdf`), laid out with the reports' pdfkit
 * helpers: the deadline and warnings first, then Parts I to V in the form's order. Every table
 * wraps its cells rather than cutting them: a filer copies addresses and hashes from this page, and
 * an identifier cut short is no identifier. The creation date is the draft's `prepared_at`, so the
 * bytes depend on the draft alone.
 */
import PDFDocument from 'pdfkit';
import { formatTime } from '../../../lib/pdf/pdf-format.ts';
import {
  CONTENT_WIDTH,
  FONT,
  heading,
  INK,
  keyValues,
  PAGE,
  type Pdf,
  pageFooters,
  paragraph,
  table,
} from '../../../lib/pdf/pdf-layout.ts';
import { registerFonts } from '../../../lib/pdf/pdf-text.ts';
import type { SarContent } from './sar-content.ts';

export interface RenderSarOptions {
  /** Compress page streams (default true); tests turn it off to read the page content. */
  compress?: boolean;
}

const ROLE_IN_ACTIVITY: Record<SarContent['subjects'][number]['role_in_activity'], string> = {
  purchaser_sender: 'Purchaser/Sender',
  payee_receiver: 'Payee/Receiver',
  both: 'Both',
  unknown: 'Unknown',
};

/** Every table of a draft shows its cells whole. */

const orUnknown = (value: string | null) => value ?? 'Unknown';
const orMissing = (value: string | null) => value ?? 'Missing';

function header(doc: Pdf, sarId: string, content: SarContent): void {
  doc.font(FONT.regular).fontSize(8).fillColor(INK.muted);
  doc.text('VIGIL · SAR DRAFT · NOT FILED', PAGE.margin, PAGE.margin, {
    lineBreak: false,
    characterSpacing: 1,
  });
  doc.font(FONT.bold).fontSize(18).fillColor(INK.text);
  doc.text('Suspicious Activity Report (FinCEN SAR)', PAGE.margin, PAGE.margin + 12, {
    width: CONTENT_WIDTH,
  });
  doc.y += 4;
  keyValues(doc, [
    ['Draft', sarId],
    ['Threat', `${content.threat.id} (${content.threat.severity}; ${content.threat.typologies.join(', ')})`],
    ['Prepared', formatTime(content.prepared_at)],
    ['Filing deadline', formatTime(content.filing_deadline)],
  ]);
  if (content.warnings.length > 0) {
    heading(doc, 'To complete before filing');
    for (const warning of content.warnings) paragraph(doc, `• ${warning}`, { color: INK.accent });
  }
}

function subjects(doc: Pdf, content: SarContent): void {
  heading(doc, 'Part I · Subject information');
  if (content.subjects.length === 0) paragraph(doc, 'No subject is known.');
  content.subjects.forEach((subject, i) => {
    paragraph(doc, `Subject ${i + 1}`, { bold: true });
    keyValues(doc, [
      ['Kind', subject.kind === 'entity' ? 'Holder of virtual currency addresses' : 'Customer account'],
      [subject.kind === 'entity' ? 'Entity' : 'Account', orUnknown(subject.entity_id ?? subject.account_id)],
      ['Name or legal name', subject.name ?? 'Unknown'],
      ['TIN, address, date of birth', 'Unknown'],
      ['Role in activity', ROLE_IN_ACTIVITY[subject.role_in_activity]],
    ]);
    if (subject.addresses.length > 0) {
      table(
        doc,
        [
          { header: 'Chain', width: 60 },
          { header: 'Address', width: 250 },
          { header: 'Roles and labels', width: CONTENT_WIDTH - 310 },
        ],
        subject.addresses.map((a) => [a.chain, a.address, [...a.roles, ...a.labels].join(', ')]),
      );
    }
  });
}

function activity(doc: Pdf, content: SarContent): void {
  const part = content.suspicious_activity;
  heading(doc, 'Part II · Suspicious activity information');
  keyValues(doc, [
    ['Date range (27)', `${formatTime(part.date_range.from)} – ${formatTime(part.date_range.to)}`],
    ['Amount (26)', part.amount_usd === null ? 'Amount unknown' : `USD ${part.amount_usd}`],
    [
      'Cyber event',
      part.cyber_event === null
        ? 'None'
        : `Against the institution's customers. ${part.cyber_event.description}`,
    ],
  ]);
  if (part.amounts.length > 0) {
    table(
      doc,
      [
        { header: 'Chain', width: 100 },
        { header: 'Asset', width: 100 },
        { header: 'Amount', width: 180, align: 'right' },
        { header: 'Transfers', width: CONTENT_WIDTH - 380, align: 'right' },
      ],
      part.amounts.map((a) => [a.chain, a.asset ?? 'not given', String(a.amount), String(a.transfers)]),
    );
  }
  table(
    doc,
    [
      { header: 'Item', width: 40 },
      { header: 'Category', width: 150 },
      { header: 'Subtype', width: CONTENT_WIDTH - 290 },
      { header: 'Typologies', width: 100 },
    ],
    part.categories.map((c) => [
      String(c.item),
      c.category,
      c.other_text === null ? c.subtype : `${c.subtype}: ${c.other_text}`,
      c.typologies.join(', '),
    ]),
  );
  if (part.cyber_indicators.length > 0) {
    table(
      doc,
      [
        { header: 'Indicator', width: 150 },
        { header: 'Value', width: CONTENT_WIDTH - 250 },
        { header: 'First seen', width: 100 },
      ],
      part.cyber_indicators.map((c) => [
        `${c.indicator}: ${c.description}`,
        c.value,
        formatTime(c.first_seen_at),
      ]),
    );
  }
}

function institutions(doc: Pdf, content: SarContent): void {
  heading(doc, 'Part III · Financial institution where activity occurred');
  keyValues(doc, [
    ['Institution', 'The filing institution (Part IV)'],
    ['Accounts', content.activity_institution.account_ids.join(', ') || 'None'],
  ]);
  const filer = content.filing_institution;
  heading(doc, 'Part IV · Filing institution contact information');
  const address = [
    filer.address.street,
    filer.address.city,
    filer.address.state,
    filer.address.postal_code,
    filer.address.country,
  ]
    .filter((part): part is string => part !== null)
    .join(', ');
  keyValues(doc, [
    ['Name', orMissing(filer.name)],
    [
      'TIN',
      filer.tin === null ? 'Missing' : `${filer.tin}${filer.tin_type === null ? '' : ` (${filer.tin_type})`}`,
    ],
    ['Type', orMissing(filer.institution_type)],
    ['Primary federal regulator', orMissing(filer.primary_federal_regulator)],
    ['Address', address || 'Missing'],
    ['Contact office', orMissing(filer.contact_office)],
    ['Contact phone', orMissing(filer.contact_phone)],
    ['Contact e-mail', orMissing(filer.contact_email)],
  ]);
}

function narrative(doc: Pdf, content: SarContent): void {
  heading(doc, 'Part V · Narrative');
  const { who, what, when, where, why, how } = content.narrative;
  for (const [title, text] of [
    ['Who', who],
    ['What', what],
    ['When', when],
    ['Where', where],
    ['Why', why],
    ['How', how],
  ] as const) {
    paragraph(doc, title, { bold: true, color: INK.accent });
    paragraph(doc, text);
  }
}

export async function renderSarPdf(
  sarId: string,
  content: SarContent,
  options: RenderSarOptions = {},
): Promise<Buffer> {
  const prepared = new Date(Date.parse(content.prepared_at));
  const doc: Pdf = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    compress: options.compress ?? true,
    displayTitle: true,
    lang: 'en',
    info: {
      Title: `SAR draft ${sarId}`,
      Subject: `Threat ${content.threat.id}`,
      Creator: 'Vigil',
      Producer: 'Vigil',
      CreationDate: prepared,
      ModDate: prepared,
    },
  });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  header(doc, sarId, content);
  subjects(doc, content);
  activity(doc, content);
  institutions(doc, content);
  narrative(doc, content);
  pageFooters(doc, `Vigil SAR draft ${sarId} · not filed`);
  doc.end();
  return done;
}
