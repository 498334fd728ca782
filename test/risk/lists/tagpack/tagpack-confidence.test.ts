/** The confidence table: levels as graphsense-tagpack-tool's confidence.csv gives them. */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CONFIDENCE_ID,
  isConfidenceId,
  TAGPACK_CONFIDENCE,
} from '../../../../src/risk/lists/tagpack/index.ts';

describe('TAGPACK_CONFIDENCE', () => {
  it('maps the tool ids to its levels', () => {
    expect(TAGPACK_CONFIDENCE).toMatchObject({
      ownership: 100,
      manual_transaction: 90,
      service_api: 70,
      authority_data: 60,
      forensic: 50,
      web_crawl: 20,
      unknown: 5,
    });
    for (const level of Object.values(TAGPACK_CONFIDENCE)) {
      expect(level).toBeGreaterThanOrEqual(0);
      expect(level).toBeLessThanOrEqual(100);
    }
  });

  it('defaults to the lowest level, as the tool does', () => {
    expect(TAGPACK_CONFIDENCE[DEFAULT_CONFIDENCE_ID]).toBe(Math.min(...Object.values(TAGPACK_CONFIDENCE)));
  });

  it('knows only its own ids, not inherited object keys', () => {
    expect(isConfidenceId('authority_data')).toBe(true);
    expect(isConfidenceId('Authority_Data')).toBe(false);
    expect(isConfidenceId('toString')).toBe(false);
  });
});
