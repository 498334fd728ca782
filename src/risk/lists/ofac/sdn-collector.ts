/**
 * Turns the SAX events of an OFAC ADVANCED_XML document into raw records, one at a time. It keeps
 * only the element path and the record being built, so memory does not grow with the document;
 * sections it has no use for (ProfileRelationships...) are walked past. Of Locations it keeps only
 * what says a location's country (a nationality is a location): its LocationCountry, or, as OFAC
 * writes nationalities, a lone location part holding the country's name; handed on as a
 * `Location` reference.
 */
import { VigilError } from '../../../lib/errors.ts';
import type {
  RawAlias,
  RawFeature,
  RawIdDocument,
  RawParty,
  RawReference,
  RawSanctionsEntry,
  SdnSection,
} from './sdn-raw.ts';

export interface SdnCollectorSink {
  publication(publishedAt: string): void;
  reference(reference: RawReference): void;
  idDocument(document: RawIdDocument): void;
  party(party: RawParty): void;
  sanctionsEntry(entry: RawSanctionsEntry): void;
  sectionEnd(section: SdnSection): void;
}

export interface SdnCollector {
  open(name: string, attributes: Record<string, string>): void;
  text(text: string): void;
  close(name: string): void;
}

const ROOT = 'Sanctions';
const SECTIONS: readonly string[] = [
  'ReferenceValueSets',
  'Locations',
  'IDRegDocuments',
  'SanctionsEntries',
] satisfies SdnSection[];

function isSection(name: string | undefined): name is SdnSection {
  return name !== undefined && SECTIONS.includes(name);
}

/** Element names may carry a namespace prefix; OFAC uses a default namespace, but be lenient. */
function localName(name: string): string {
  return name.slice(name.indexOf(':') + 1);
}

export function createSdnCollector(sink: SdnCollectorSink): SdnCollector {
  const path: string[] = [];
  // Text is kept only inside an element whose content is wanted, so Locations and the like cost nothing.
  let text: string | undefined;
  let captureDepth = 0;
  let date: { Year?: string; Month?: string; Day?: string } = {};
  let reference: Omit<RawReference, 'name'> | undefined;
  let document: RawIdDocument | undefined;
  let party: RawParty | undefined;
  let alias: RawAlias | undefined;
  let feature: RawFeature | undefined;
  let partGroupId = '';
  let entry: RawSanctionsEntry | undefined;
  let measureTypeId: string | undefined;
  let eventTypeId: string | undefined;
  let eventDate: { Year?: string; Month?: string; Day?: string } = {};
  let location: { id: string; countryId?: string; parts: string[] } | undefined;
  // A feature's DatePeriod: which bound (Start/End) and edge (From/To) is being read, and the parts read.
  let period: Record<string, { Year?: string; Month?: string; Day?: string }> | undefined;
  let periodBound = '';
  let periodEdge = '';

  const capture = (): void => {
    text = '';
    captureDepth = path.length;
  };

  function openParty(name: string, a: Record<string, string>): void {
    if (name === 'Profile') {
      party = {
        profileId: a.ID ?? '',
        subTypeId: a.PartySubTypeID ?? '',
        identityIds: [],
        aliases: [],
        partTypes: new Map(),
        features: [],
      };
      return;
    }
    if (!party) return;
    if (name === 'Identity' && a.ID) party.identityIds.push(a.ID);
    else if (name === 'Alias') {
      alias = { primary: a.Primary === 'true', lowQuality: a.LowQuality === 'true', names: [] };
      party.aliases.push(alias);
    } else if (name === 'DocumentedName') alias?.names.push({ statusId: a.DocNameStatusID ?? '', parts: [] });
    else if (name === 'NamePartValue') {
      partGroupId = a.NamePartGroupID ?? '';
      capture();
    } else if (name === 'NamePartGroup' && a.ID && a.NamePartTypeID) {
      party.partTypes.set(a.ID, a.NamePartTypeID);
    } else if (name === 'Feature') {
      feature = { typeId: a.FeatureTypeID ?? '', values: [] };
      party.features.push(feature);
    } else if (name === 'VersionDetail' && feature) {
      if (a.DetailReferenceID) feature.values.push({ referenceId: a.DetailReferenceID });
      else capture();
    } else if (name === 'VersionLocation' && feature && a.LocationID) {
      feature.values.push({ locationId: a.LocationID });
    } else if (name === 'DatePeriod' && feature) period = {};
    else if (period !== undefined && (name === 'Start' || name === 'End')) periodBound = name;
    else if (period !== undefined && (name === 'From' || name === 'To')) periodEdge = name;
    else if (period !== undefined && (name === 'Year' || name === 'Month' || name === 'Day')) capture();
  }

  function closeParty(name: string, value: string | undefined): void {
    if (name === 'NamePartValue' && value) {
      const names = alias?.names;
      names?.[names.length - 1]?.parts.push({ groupId: partGroupId, value });
    } else if (name === 'VersionDetail' && value) feature?.values.push({ text: value });
    else if (period !== undefined && (name === 'Year' || name === 'Month' || name === 'Day')) {
      const key = `${periodBound}${periodEdge}`;
      period[key] = { ...period[key], [name]: value };
    } else if (name === 'DatePeriod' && period !== undefined) {
      const from = periodDay(period.StartFrom ?? period.EndFrom, 'first');
      const to = periodDay(period.EndTo ?? period.StartTo, 'last');
      if (from !== undefined && to !== undefined) feature?.values.push({ period: { from, to } });
      period = undefined;
    } else if (name === 'Feature') feature = undefined;
    else if (name === 'Alias') alias = undefined;
    else if (name === 'Profile' && party) {
      sink.party(party);
      party = undefined;
    }
  }

  return {
    open(rawName, attributes) {
      const name = localName(rawName);
      if (path.length === 0 && name !== ROOT) {
        throw new VigilError('validation_failed', `not an OFAC ADVANCED_XML document: root is <${name}>`);
      }
      path.push(name);
      const section = path[1];
      const depth = path.length;
      if (section === 'DateOfIssue' && depth === 3) capture();
      else if (section === 'ReferenceValueSets' && depth === 4) {
        const { ID: id = '', ...rest } = attributes;
        reference = { set: name, id, attributes: rest };
        capture();
      } else if (section === 'IDRegDocuments') {
        if (name === 'IDRegDocument') {
          document = {
            typeId: attributes.IDRegDocTypeID ?? '',
            identityId: attributes.IdentityID ?? '',
            number: '',
          };
        } else if (name === 'IDRegistrationNo' && depth === 4) capture();
      } else if (section === 'Locations') {
        if (name === 'Location' && depth === 3 && attributes.ID) location = { id: attributes.ID, parts: [] };
        else if (name === 'LocationCountry' && depth === 4 && location && attributes.CountryID) {
          location.countryId = attributes.CountryID;
        } else if (name === 'Value' && depth === 6 && location) capture();
      } else if (section === 'DistinctParties') openParty(name, attributes);
      else if (section === 'SanctionsEntries') {
        if (name === 'SanctionsEntry') {
          entry = {
            profileId: attributes.ProfileID ?? '',
            listId: attributes.ListID ?? '',
            measures: [],
            events: [],
          };
        } else if (name === 'SanctionsMeasure') measureTypeId = attributes.SanctionsTypeID ?? '';
        else if (name === 'Comment' && measureTypeId !== undefined && depth === 5) capture();
        else if (name === 'EntryEvent' && depth === 4) {
          eventTypeId = attributes.EntryEventTypeID ?? '';
          eventDate = {};
        } else if (
          eventTypeId !== undefined &&
          depth === 6 &&
          (name === 'Year' || name === 'Month' || name === 'Day')
        ) {
          capture();
        }
      }
    },

    text(chunk) {
      if (text !== undefined) text += chunk;
    },

    close(rawName) {
      const name = localName(rawName);
      const section = path[1];
      const depth = path.length;
      path.pop();
      let value: string | undefined;
      if (text !== undefined && depth === captureDepth) {
        value = detach(text.trim());
        text = undefined;
      }
      if (section === 'DateOfIssue') {
        if (depth === 3 && (name === 'Year' || name === 'Month' || name === 'Day')) date[name] = value;
        else if (depth === 2) {
          sink.publication(formatDate(date));
          date = {};
        }
      } else if (section === 'ReferenceValueSets' && depth === 4 && reference) {
        sink.reference({ ...reference, name: value ?? '' });
        reference = undefined;
      } else if (section === 'IDRegDocuments' && document) {
        if (name === 'IDRegistrationNo') document.number = value ?? '';
        else if (name === 'IDRegDocument') {
          sink.idDocument(document);
          document = undefined;
        }
      } else if (section === 'Locations' && location) {
        if (name === 'Value' && value) location.parts.push(value);
        else if (name === 'Location') {
          const { id, countryId, parts } = location;
          const only = parts.length === 1 ? parts[0] : undefined;
          if (countryId !== undefined || only !== undefined) {
            sink.reference({
              set: 'Location',
              id,
              name: '',
              attributes: { ...(countryId && { CountryID: countryId }), ...(only && { Name: only }) },
            });
          }
          location = undefined;
        }
      } else if (section === 'DistinctParties') closeParty(name, value);
      else if (section === 'SanctionsEntries' && entry) {
        if (name === 'Comment' && measureTypeId !== undefined && value !== undefined) {
          entry.measures.push({ typeId: measureTypeId, comment: value });
        } else if (name === 'SanctionsMeasure') measureTypeId = undefined;
        else if (
          eventTypeId !== undefined &&
          depth === 6 &&
          (name === 'Year' || name === 'Month' || name === 'Day')
        ) {
          eventDate[name] = value;
        } else if (name === 'EntryEvent' && eventTypeId !== undefined) {
          const { Year: year, Month: month, Day: day } = eventDate;
          if (year && month && day) {
            entry.events.push({
              typeId: eventTypeId,
              date: `${year.padStart(4, '0')}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`,
            });
          }
          eventTypeId = undefined;
        } else if (name === 'SanctionsEntry') {
          sink.sanctionsEntry(entry);
          entry = undefined;
        }
      }
      if (depth === 2 && isSection(section)) sink.sectionEnd(section);
    },
  };
}

/**
 * A copy of `value` that shares no memory with the parser's input. V8 keeps a substring as a view
 * of its parent, so one retained name would otherwise pin a whole 64 KB chunk of the document:
 * holding the parties until SanctionsEntries then cost ~200 MB instead of a few.
 */
function detach(value: string): string {
  return Buffer.from(value, 'utf8').toString('utf8');
}

/**
 * One bound of a DatePeriod as a day: a bound that gives only a year (OFAC's "1960" or "circa
 * 1960") or a month covers all of it, so its first or last day is taken as asked.
 */
function periodDay(
  date: { Year?: string; Month?: string; Day?: string } | undefined,
  end: 'first' | 'last',
): string | undefined {
  const year = date?.Year;
  if (!year || !/^\d{1,4}$/.test(year)) return undefined;
  const month = date.Month ? Number(date.Month) : end === 'first' ? 1 : 12;
  const lastDay = new Date(Date.UTC(Number(year), month, 0)).getUTCDate();
  const day = date.Day ? Number(date.Day) : end === 'first' ? 1 : lastDay;
  if (!(month >= 1 && month <= 12 && day >= 1 && day <= 31)) return undefined;
  return `${year.padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function formatDate(date: { Year?: string; Month?: string; Day?: string }): string {
  const { Year: year, Month: month, Day: day } = date;
  if (!year || !month || !day)
    throw new VigilError('validation_failed', 'DateOfIssue lacks a year, month or day');
  return `${year.padStart(4, '0')}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}
