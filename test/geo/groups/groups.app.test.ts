// Asset groups end to end: create, rename, list (paged), get, delete; members added and removed
// in bulk with a report per unknown id; following a group follows its members, those added later
// too, and no longer those removed; another workspace sees none of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { newId } from '../../../src/lib/ids.ts';
import { problemOf, startApp, type TestApp, type TestKey } from '../../harness.ts';

const clock = new ManualClock(Date.parse('2026-11-23T10:00:00Z'));
let t: TestApp;
let key: TestKey;
let other: TestKey;
/** Twelve vessels, 2441100xx. */
const ids: string[] = [];
beforeAll(async () => {
  t = await startApp({ startWorker: false, clock });
  const scopes = ['assets:write', 'ingest:write', 'alerts:write'] as const;
  key = await t.key([...scopes], { workspace: 'groups' });
  other = await t.key([...scopes], { workspace: 'groups-other' });
  ids.push(
    ...(await t.app.services.assets.recordPositions(
      Array.from({ length: 12 }, (_, i) => ({
        kind: 'vessel' as const,
        key: `2441100${String(i).padStart(2, '0')}`,
        at: clock.now() - 60_000,
        lon: 4 + i / 100,
        lat: 52,
      })),
    )),
  );
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, as = key) =>
  t.request({ method, url, key: as, ...(payload === undefined ? {} : { payload }) });

async function group(name: string, as = key): Promise<string> {
  const response = await call('POST', '/v1/groups', { name }, as);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

const followedOf = async (assetId: string, as = key) =>
  (await call('GET', `/v1/assets/${assetId}`, undefined, as)).json().followed as boolean;

describe('/v1/groups', () => {
  it('creates, renames, gets, lists newest first with a cursor, and deletes', async () => {
    const created = await call('POST', '/v1/groups', { name: 'Tankers', description: 'Our charter fleet' });
    expect(created.statusCode).toBe(201);
    expect(created.headers.location).toBe(`/v1/groups/${created.json().id}`);
    expect(created.json()).toMatchObject({
      name: 'Tankers',
      description: 'Our charter fleet',
      member_count: 0,
      followed: false,
      followed_at: null,
    });
    const id = created.json().id as string;
    clock.advance(1000);
    const renamed = await call('PATCH', `/v1/groups/${id}`, { name: 'Tankers (charter)', description: null });
    expect(renamed.json()).toMatchObject({ name: 'Tankers (charter)', description: null });
    expect(renamed.json().updated_at).not.toBe(renamed.json().created_at);
    expect((await call('GET', `/v1/groups/${id}`)).json().name).toBe('Tankers (charter)');

    const later = [await group('Second'), await group('Third')];
    const first = (await call('GET', '/v1/groups?limit=2')).json();
    expect(first.data.map((g: { id: string }) => g.id)).toEqual([later[1], later[0]]);
    const second = (await call('GET', `/v1/groups?limit=2&cursor=${first.next_cursor}`)).json();
    expect(second.data.map((g: { id: string }) => g.id)).toEqual([id]);
    expect(second.next_cursor).toBeNull();

    expect((await call('DELETE', `/v1/groups/${later[0]}`)).statusCode).toBe(204);
    expect((await call('GET', `/v1/groups/${later[0]}`)).statusCode).toBe(404);
  });

  it('refuses a bad body with pointers', async () => {
    const empty = await call('POST', '/v1/groups', { name: '' });
    expect(empty.statusCode).toBe(400);
    expect(problemOf(empty).errors?.[0]?.pointer).toBe('/name');
    const id = await group('Checked');
    const badIds = await call('POST', `/v1/groups/${id}/members`, { asset_ids: ['ast_nope'] });
    expect(badIds.statusCode).toBe(400);
    expect(problemOf(badIds).errors?.[0]?.pointer).toBe('/asset_ids/0');
    expect((await call('POST', `/v1/groups/${id}/members`, { asset_ids: [] })).statusCode).toBe(400);
    expect((await call('PATCH', `/v1/groups/${id}`, {})).statusCode).toBe(400);
  });

  it('adds and removes members in bulk, reporting each unknown id and counting repeats', async () => {
    const id = await group('Bulk');
    const unknown = newId('asset');
    const added = await call('POST', `/v1/groups/${id}/members`, {
      asset_ids: [ids[0], unknown, ids[1], ids[0], ids[2]],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({
      changed: 3,
      unchanged: 1,
      rejected: [{ index: 1, asset_id: unknown, detail: 'no asset has this id' }],
      group: { id, member_count: 3 },
    });
    const again = (await call('POST', `/v1/groups/${id}/members`, { asset_ids: [ids[1], ids[3]] })).json();
    expect(again).toMatchObject({ changed: 1, unchanged: 1, rejected: [], group: { member_count: 4 } });

    const page = (await call('GET', `/v1/groups/${id}/members?limit=3`)).json();
    expect(page.data).toHaveLength(3);
    // ids[3] was added last: it comes first.
    expect(page.data[0]).toMatchObject({ asset: { id: ids[3] } });
    const rest = (await call('GET', `/v1/groups/${id}/members?limit=3&cursor=${page.next_cursor}`)).json();
    expect(rest.next_cursor).toBeNull();
    expect(new Set([...page.data, ...rest.data].map((m: { asset: { id: string } }) => m.asset.id))).toEqual(
      new Set(ids.slice(0, 4)),
    );

    const removed = (
      await call('POST', `/v1/groups/${id}/members/remove`, { asset_ids: [ids[0], ids[5], ids[1]] })
    ).json();
    expect(removed).toMatchObject({ changed: 2, unchanged: 1, rejected: [], group: { member_count: 2 } });
  });

  it('takes thousands of ids in one request', async () => {
    const id = await group('Large');
    const many = [...ids, ...Array.from({ length: 4988 }, () => newId('asset'))];
    const response = await call('POST', `/v1/groups/${id}/members`, { asset_ids: many });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ changed: 12, unchanged: 0, group: { member_count: 12 } });
    expect(response.json().rejected).toHaveLength(4988);
    expect(response.json().rejected[0]).toMatchObject({ index: 12 });
    const removed = await call('POST', `/v1/groups/${id}/members/remove`, { asset_ids: many });
    expect(removed.json()).toMatchObject({ changed: 12, unchanged: 4988, group: { member_count: 0 } });
  });

  it('follows a group: its members while they are members, those added later too', async () => {
    const id = await group('Followed');
    await call('POST', `/v1/groups/${id}/members`, { asset_ids: [ids[6], ids[7]] });
    const followed = await call('POST', `/v1/groups/${id}/follow`, {});
    expect(followed.statusCode).toBe(200);
    expect(followed.json()).toMatchObject({
      followed: true,
      followed_at: new Date(clock.now()).toISOString(),
    });
    expect(await followedOf(ids[6] ?? '')).toBe(true);
    expect(await followedOf(ids[8] ?? '')).toBe(false);
    await call('POST', `/v1/groups/${id}/members`, { asset_ids: [ids[8]] });
    expect(await followedOf(ids[8] ?? '')).toBe(true);
    // What the engines watch as followed: the members, through the group.
    const workspaceId = (await t.app.services.workspaces.ensure('groups')).workspace.id;
    expect(await t.app.services.assets.followsOf(workspaceId)).toEqual(new Set([ids[6], ids[7], ids[8]]));

    // Removed from the group: no longer followed, unless followed on its own.
    await call('POST', `/v1/assets/${ids[7]}/follow`, {});
    await call('POST', `/v1/groups/${id}/members/remove`, { asset_ids: [ids[6], ids[7]] });
    expect(await followedOf(ids[6] ?? '')).toBe(false);
    expect(await followedOf(ids[7] ?? '')).toBe(true);

    const unfollowed = await call('DELETE', `/v1/groups/${id}/follow`);
    expect(unfollowed.json()).toMatchObject({ followed: false, followed_at: null });
    expect(await followedOf(ids[8] ?? '')).toBe(false);
    // GET /v1/follows lists single follows: the group's members are not in it.
    const follows = (await call('GET', '/v1/follows'))
      .json()
      .data.map((f: { asset: { id: string } }) => f.asset.id);
    expect(follows).toEqual([ids[7]]);
  });

  it('refuses to delete a group an alert rule watches, naming the rule', async () => {
    const id = await group('Watched');
    const rule = await call('POST', '/v1/alerts', {
      where: { coordinates: [4, 52], radius_m: 1000 },
      what: { behaviour: 'zone_entry', assets: { group_id: id } },
      channel: { type: 'webhook' },
    });
    expect(rule.statusCode, rule.body).toBe(201);
    expect(rule.json().what.assets).toEqual({ group_id: id });
    const refused = await call('DELETE', `/v1/groups/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(problemOf(refused).detail).toContain(rule.json().id);
    await call('DELETE', `/v1/alerts/${rule.json().id}`);
    expect((await call('DELETE', `/v1/groups/${id}`)).statusCode).toBe(204);
  });

  it('keeps each workspace’s groups its own', async () => {
    const id = await group('Private');
    await call('POST', `/v1/groups/${id}/members`, { asset_ids: [ids[9]] });
    await call('POST', `/v1/groups/${id}/follow`, {});
    const missing = await call('GET', `/v1/groups/${newId('assetGroup')}`, undefined, other);
    for (const [method, url, payload] of [
      ['GET', `/v1/groups/${id}`],
      ['PATCH', `/v1/groups/${id}`, { name: 'Mine' }],
      ['GET', `/v1/groups/${id}/members`],
      ['POST', `/v1/groups/${id}/members`, { asset_ids: [ids[10]] }],
      ['POST', `/v1/groups/${id}/members/remove`, { asset_ids: [ids[9]] }],
      ['POST', `/v1/groups/${id}/follow`, {}],
      ['DELETE', `/v1/groups/${id}/follow`],
      ['DELETE', `/v1/groups/${id}`],
    ] as const) {
      const response = await call(method, url, payload, other);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(Object.keys(response.json()).sort()).toEqual(Object.keys(missing.json()).sort());
    }
    expect((await call('GET', '/v1/groups', undefined, other)).json().data).toEqual([]);
    // Following is per workspace: the other one does not follow the member.
    expect(await followedOf(ids[9] ?? '', other)).toBe(false);
    expect(await followedOf(ids[9] ?? '')).toBe(true);
    // A rule cannot name another workspace's group.
    const rule = await call(
      'POST',
      '/v1/alerts',
      {
        where: { coordinates: [4, 52], radius_m: 1000 },
        what: { behaviour: 'zone_entry', assets: { group_id: id } },
        channel: { type: 'webhook' },
      },
      other,
    );
    expect(rule.statusCode).toBe(400);
    expect(problemOf(rule).errors).toContainEqual({
      pointer: '/what/assets/group_id',
      detail: 'names no group of this workspace',
    });
  });
});
