import type { FastifyReply } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendList } from '../src/modules/admin/list-query.ts';

/** The two things sendList asks of a reply, recorded. */
function fakeReply() {
  const headers: Record<string, string> = {};
  const reply = {
    header(name: string, value: string) {
      headers[name] = value;
      return reply;
    },
    type(value: string) {
      headers['content-type'] = value;
      return reply;
    },
  };
  return { reply: reply as unknown as FastifyReply, headers };
}

afterEach(() => vi.restoreAllMocks());

describe('a list answer', () => {
  it('is the rows as JSON with the total in X-Total-Count', () => {
    const { reply, headers } = fakeReply();
    const rows = [{ id: 2, createdAt: new Date('2026-11-24T06:00:00Z') }, { id: 1 }];
    expect(JSON.parse(sendList(reply, rows, 7))).toEqual([
      { id: 2, createdAt: '2026-11-24T06:00:00.000Z' },
      { id: 1 },
    ]);
    expect(headers).toEqual({ 'X-Total-Count': '7', 'content-type': 'application/json; charset=utf-8' });
  });

  it('serializes one rows array once, however many requests shared it; another array afresh', () => {
    const stringify = vi.spyOn(JSON, 'stringify');
    const shared = [{ id: 1, formData: { message: 'Hello' } }];
    const bodies = [1, 2, 3].map(() => sendList(fakeReply().reply, shared, 1));
    expect(new Set(bodies).size).toBe(1);
    expect(stringify).toHaveBeenCalledTimes(1);
    sendList(fakeReply().reply, [...shared], 1);
    expect(stringify).toHaveBeenCalledTimes(2);
  });
});
