import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { sendList } from '../src/lib/list-query.ts';

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

describe('a list answer', () => {
  it('is the rows, with the total in X-Total-Count', () => {
    const { reply, headers } = fakeReply();
    const rows = [{ id: 2 }, { id: 1 }];
    expect(sendList(reply, rows, 7)).toBe(rows);
    expect(headers).toEqual({ 'X-Total-Count': '7' });
  });
});
