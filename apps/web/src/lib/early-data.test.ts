import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendOrTakeEarly, takeEarlyReply, type EarlyReadsHolder } from './early-data';

function early(url: string, token: string, at = performance.now()) {
  return { url, token, at, response: Promise.resolve(new Response('{"data":1}')) };
}

afterEach(() => {
  delete (window as EarlyReadsHolder).__earlyReads;
  delete (window as EarlyReadsHolder).__earlyFollowUps;
  vi.unstubAllGlobals();
});

describe('takeEarlyReply', () => {
  it('gives the reply asked for early for the same address and token, once', async () => {
    const reads = [early('/api/v1/user/cart', 'a'), early('/api/v1/user/my-exams', 'a')];
    (window as EarlyReadsHolder).__earlyReads = reads;
    const reply = takeEarlyReply('/api/v1/user/my-exams', 'a');
    expect(await (await reply)!.text()).toBe('{"data":1}');
    expect(takeEarlyReply('/api/v1/user/my-exams', 'a')).toBeUndefined();
    expect(reads.map((read) => read.url)).toEqual(['/api/v1/user/cart']);
  });

  it('gives nothing for another token, another address, or a reply too old', () => {
    vi.spyOn(performance, 'now').mockReturnValue(20_000);
    (window as EarlyReadsHolder).__earlyReads = [
      early('/api/v1/user/cart', 'a', 19_000),
      early('/api/v1/user/preferences', 'a', 5_000),
    ];
    expect(takeEarlyReply('/api/v1/user/cart', 'b')).toBeUndefined();
    expect(takeEarlyReply('/api/v1/user/cart', null)).toBeUndefined();
    expect(takeEarlyReply('/api/v1/user/exam', 'a')).toBeUndefined();
    expect(takeEarlyReply('/api/v1/user/preferences', 'a')).toBeUndefined();
    expect(takeEarlyReply('/api/v1/user/cart', 'a')).toBeDefined();
  });

  it('gives nothing when the page asked for nothing early', () => {
    expect(takeEarlyReply('/api/v1/user/cart', 'a')).toBeUndefined();
  });
});

describe('sendOrTakeEarly', () => {
  const GET = { method: 'GET' };

  it('waits for the reads that follow a first reply before it sends one of them', async () => {
    const fetch = vi.fn(async () => new Response('{"data":"sent"}'));
    vi.stubGlobal('fetch', fetch);
    const holder = window as EarlyReadsHolder;
    holder.__earlyReads = [];
    let list = () => {};
    const listed = new Promise<void>((resolve) => {
      list = () => {
        holder.__earlyReads!.push(early('/api/v1/user/test?examId=e', 'a'));
        resolve();
      };
    });
    holder.__earlyFollowUps = { prefix: '/api/v1/user/test?', listed };
    const reply = sendOrTakeEarly('/api/v1/user/test?examId=e', GET, 'a');
    list();
    expect(await (await reply).text()).toBe('{"data":1}');
    expect(fetch).not.toHaveBeenCalled();
  });

  /** A fetch that answers, and follow-up reads of tests whose list never comes. */
  function followUpsNeverListed() {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"data":"sent"}')),
    );
    (window as EarlyReadsHolder).__earlyFollowUps = {
      prefix: '/api/v1/user/test?',
      listed: new Promise<void>(() => {}),
    };
  }

  it('waits for them no longer than an early reply is taken', async () => {
    vi.spyOn(performance, 'now').mockReturnValue(9_990);
    followUpsNeverListed();
    const reply = await sendOrTakeEarly('/api/v1/user/test?examId=e', GET, 'a');
    expect(await reply.text()).toBe('{"data":"sent"}');
  });

  it('does not wait for them to send another read', async () => {
    followUpsNeverListed();
    const reply = await sendOrTakeEarly('/api/v1/user/cart', GET, 'a');
    expect(await reply.text()).toBe('{"data":"sent"}');
  });
});
