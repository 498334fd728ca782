// Feed URLs: what parses, what each bad spec is told, and the round trip back to a name.
import { describe, expect, it } from 'vitest';
import { feedName, parseFeedSpec, parseFeedSpecs } from '../../../../src/geo/feeds/index.ts';

describe('parseFeedSpec', () => {
  it('reads a TCP NMEA feed', () => {
    expect(parseFeedSpec('tcp://ais.example.org:5631?format=nmea')).toEqual({
      kind: 'tcp',
      format: 'nmea',
      host: 'ais.example.org',
      port: 5631,
    });
  });

  it('reads a TCP SBS feed on an IPv6 address, without the brackets', () => {
    expect(parseFeedSpec('tcp://[::1]:30003?format=sbs')).toEqual({
      kind: 'tcp',
      format: 'sbs',
      host: '::1',
      port: 30003,
    });
  });

  it('reads a UDP listener as NMEA, with or without format=nmea', () => {
    const expected = { kind: 'udp', format: 'nmea', host: '0.0.0.0', port: 10110 };
    expect(parseFeedSpec('udp://0.0.0.0:10110')).toEqual(expected);
    expect(parseFeedSpec(' udp://0.0.0.0:10110/?format=nmea ')).toEqual(expected);
  });

  it.each([
    ['ais.example.org:5631', /scheme must be tcp/],
    ['not a url', /is not a URL/],
    ['http://ais.example.org:5631', /scheme must be tcp:\/\/ or udp:\/\//],
    ['tcp://ais.example.org?format=nmea', /a port is required/],
    ['tcp://ais.example.org:0?format=nmea', /port must be 1 to 65535/],
    ['tcp://ais.example.org:5631', /need \?format=nmea or \?format=sbs/],
    ['tcp://ais.example.org:5631?format=json', /format must be nmea or sbs/],
    ['tcp://ais.example.org:5631?format=nmea&tls=1', /unknown option tls/],
    ['tcp://user:pw@ais.example.org:5631?format=nmea', /passwords are not supported/],
    ['tcp://ais.example.org:5631/feed?format=nmea', /unexpected path/],
    ['udp://0.0.0.0:30003?format=sbs', /udp feeds carry AIS as NMEA only/],
    ['udp://receiver.local:10110', /listens on a local IP address/],
  ])('refuses %s with a reason', (text, reason) => {
    const parsed = parseFeedSpec(text);
    expect(parsed).toHaveProperty('error');
    const error = 'error' in parsed ? parsed.error : '';
    expect(error).toMatch(reason);
    expect(error).toContain(text.trim());
  });
});

describe('parseFeedSpecs', () => {
  it('splits a comma-separated list, keeping every good spec and every error', () => {
    const { specs, errors } = parseFeedSpecs('tcp://a:1?format=nmea, udp://0.0.0.0:10110,,tcp://b:2');
    expect(specs.map(feedName)).toEqual(['tcp://a:1?format=nmea', 'udp://0.0.0.0:10110']);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/tcp:\/\/b:2.*format/);
  });
});

describe('feedName', () => {
  it('writes a spec back as the URL that parses to it', () => {
    for (const text of ['tcp://[::1]:30003?format=sbs', 'udp://0.0.0.0:10110', 'tcp://h:5?format=nmea']) {
      const parsed = parseFeedSpec(text);
      if ('error' in parsed) throw new Error(parsed.error);
      expect(feedName(parsed)).toBe(text);
      expect(parseFeedSpec(feedName(parsed))).toEqual(parsed);
    }
  });
});
