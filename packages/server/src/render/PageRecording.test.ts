import { describe, expect, it } from 'vitest';
import { PageRecording, type RecordingListener } from './PageRecording';

function listener() {
  const seen: string[] = [];
  const record: RecordingListener = {
    shellReady: (status) => seen.push(`shell ${status}`),
    shellFailed: () => seen.push('shell failed'),
    write: (chunk) => seen.push(chunk.toString()),
    flush: () => seen.push('flush'),
    end: (complete) => seen.push(complete ? 'end' : 'end incomplete'),
    whole: (status, parts) => seen.push(`whole ${status} ${parts.join('|')}`),
  };
  return { seen, record };
}

describe('PageRecording', () => {
  it('gives a late listener what was recorded, then the rest live', async () => {
    const recording = new PageRecording('NONCE');
    const early = listener();
    recording.subscribe(early.record);
    recording.shellReady(200);
    recording.write(Buffer.from('<html><script nonce="NON'));
    const late = listener();
    recording.subscribe(late.record);
    recording.write(Buffer.from('CE"></script></html>'));
    recording.end(true);

    const chunks = ['<html><script nonce="NON', 'CE"></script></html>'];
    expect(early.seen).toEqual(['shell 200', ...chunks, 'end']);
    expect(late.seen).toEqual(['shell 200', ...chunks, 'end']);
    expect(await recording.outcome).toEqual({
      kind: 'complete',
      status: 200,
      parts: ['<html><script nonce="', '"></script></html>'],
    });
  });

  it('hands a page rendered at once to its listeners, early and late, as one piece', async () => {
    const recording = new PageRecording('NONCE');
    const early = listener();
    recording.subscribe(early.record);
    recording.whole(200, '<style nonce="NONCE"></style>Company<script nonce="NONCE">');
    const late = listener();
    recording.subscribe(late.record);

    const parts = ['<style nonce="', '"></style>Company<script nonce="', '">'];
    expect(early.seen).toEqual([`whole 200 ${parts.join('|')}`]);
    expect(late.seen).toEqual([`whole 200 ${parts.join('|')}`]);
    expect(recording.finished).toBe(true);
    expect(await recording.outcome).toEqual({ kind: 'complete', status: 200, parts });
  });

  it('replays a finished render whole', () => {
    const recording = new PageRecording('NONCE');
    recording.shellReady(404);
    recording.write(Buffer.from('gone'));
    recording.end(false);
    const after = listener();
    recording.subscribe(after.record);
    expect(after.seen).toEqual(['shell 404', 'gone', 'end incomplete']);
  });

  it('keeps its own copy of each chunk', async () => {
    const recording = new PageRecording('NONCE');
    recording.shellReady(200);
    const reused = Buffer.from('first');
    recording.write(reused);
    reused.write('XXXXX');
    recording.end(true);
    expect(await recording.outcome).toMatchObject({ parts: ['first'] });
  });

  it('tells every listener, early or late, that the shell failed', async () => {
    const recording = new PageRecording('NONCE');
    const early = listener();
    recording.subscribe(early.record);
    recording.shellFailed();
    const late = listener();
    recording.subscribe(late.record);
    expect(early.seen).toEqual(['shell failed']);
    expect(late.seen).toEqual(['shell failed']);
    expect(await recording.outcome).toEqual({ kind: 'shell-failed' });
    expect(recording.finished).toBe(true);
  });
});
