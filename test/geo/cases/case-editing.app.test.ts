// Editing cases: PATCH a title or description, close and reopen; a closed case keeps its items
// (adding or removing one is a 409); DELETE /v1/cases/:id/items/:item_id takes one out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../src/lib/ids.ts';
import { problemOf, startApp, type TestApp, type TestKey } from '../../harness.ts';

let t: TestApp;
let key: TestKey;
beforeAll(async () => {
  t = await startApp({ startWorker: false });
  key = await t.key(['cases:write'], { workspace: 'case-editing' });
});
afterAll(async () => {
  await t.close();
});

async function openCase(): Promise<string> {
  const response = await t.request({
    method: 'POST',
    url: '/v1/cases',
    key,
    payload: { title: 'Night transfers', description: 'Two tankers.' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function addNote(caseId: string, note: string) {
  return t.request({
    method: 'POST',
    url: `/v1/cases/${caseId}/items`,
    key,
    payload: { kind: 'note', note },
  });
}

const patch = (caseId: string, payload: object) =>
  t.request({ method: 'PATCH', url: `/v1/cases/${caseId}`, key, payload });
const getCase = async (caseId: string) =>
  (await t.request({ method: 'GET', url: `/v1/cases/${caseId}`, key })).json();

describe('PATCH /v1/cases/:id', () => {
  it('changes the title, clears the description, and says when', async () => {
    const id = await openCase();
    const before = await getCase(id);
    const response = await patch(id, { title: 'Night transfers off Fujairah', description: null });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      title: 'Night transfers off Fujairah',
      description: null,
      status: 'open',
    });
    expect(Date.parse(response.json().updated_at)).toBeGreaterThanOrEqual(Date.parse(before.updated_at));
    expect(await getCase(id)).toMatchObject({ title: 'Night transfers off Fujairah', description: null });
  });

  it('closes a case, which then keeps its items until it is reopened', async () => {
    const id = await openCase();
    const item = (await addNote(id, 'Both went dark at 02:00 UTC.')).json();
    expect((await patch(id, { status: 'closed' })).json().status).toBe('closed');

    const added = await addNote(id, 'too late');
    expect(added.statusCode).toBe(409);
    expect(problemOf(added).detail).toContain('closed');
    const removed = await t.request({ method: 'DELETE', url: `/v1/cases/${id}/items/${item.id}`, key });
    expect(removed.statusCode).toBe(409);
    expect((await getCase(id)).items_count).toBe(1);

    expect((await patch(id, { status: 'open' })).json().status).toBe('open');
    expect((await addNote(id, 'reopened')).statusCode).toBe(201);
  });

  it('refuses an empty body, an unknown status and fields a case does not have; 404 for no case', async () => {
    const id = await openCase();
    expect((await patch(id, {})).statusCode).toBe(400);
    expect((await patch(id, { status: 'archived' })).statusCode).toBe(400);
    expect((await patch(id, { items_count: 0 })).statusCode).toBe(400);
    expect((await patch(id, { title: '' })).statusCode).toBe(400);
    expect((await patch(newId('case'), { status: 'closed' })).statusCode).toBe(404);
  });
});

describe('DELETE /v1/cases/:id/items/:item_id', () => {
  it('takes the item out and uncounts it; a second delete is 404', async () => {
    const id = await openCase();
    const first = (await addNote(id, 'first')).json();
    const second = (await addNote(id, 'second')).json();
    const response = await t.request({ method: 'DELETE', url: `/v1/cases/${id}/items/${first.id}`, key });
    expect(response.statusCode, response.body).toBe(204);
    const after = await getCase(id);
    expect(after.items_count).toBe(1);
    expect(after.items.map((i: { id: string }) => i.id)).toEqual([second.id]);
    expect(
      (await t.request({ method: 'DELETE', url: `/v1/cases/${id}/items/${first.id}`, key })).statusCode,
    ).toBe(404);
  });

  it('does not reach an item of another case or another workspace', async () => {
    const id = await openCase();
    const other = await openCase();
    const item = (await addNote(id, 'mine')).json();
    const wrongCase = await t.request({ method: 'DELETE', url: `/v1/cases/${other}/items/${item.id}`, key });
    expect(wrongCase.statusCode).toBe(404);
    const stranger = await t.key(['cases:write'], { workspace: 'case-editing-other' });
    const otherWorkspace = await t.request({
      method: 'DELETE',
      url: `/v1/cases/${id}/items/${item.id}`,
      key: stranger,
    });
    expect(otherWorkspace.statusCode).toBe(404);
    expect((await getCase(id)).items_count).toBe(1);
  });
});
