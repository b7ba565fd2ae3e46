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
    whole: (status, html) => seen.push(`whole ${status} ${html}`),
  };
  return { seen, record };
}

describe('PageRecording', () => {
  it('gives a late listener what was recorded, then the rest live', async () => {
    const recording = new PageRecording();
    const early = listener();
    recording.subscribe(early.record);
    recording.shellReady(200);
    recording.write(Buffer.from('<html>'));
    const late = listener();
    recording.subscribe(late.record);
    recording.write(Buffer.from('</html>'));
    recording.end(true);

    expect(early.seen).toEqual(['shell 200', '<html>', '</html>', 'end']);
    expect(late.seen).toEqual(['shell 200', '<html>', '</html>', 'end']);
    expect(await recording.outcome).toEqual({
      kind: 'complete',
      status: 200,
      html: '<html></html>',
    });
  });

  it('hands a page rendered at once to its listeners, early and late, as one piece', async () => {
    const recording = new PageRecording();
    const early = listener();
    recording.subscribe(early.record);
    recording.whole(200, '<html>Company</html>');
    const late = listener();
    recording.subscribe(late.record);

    expect(early.seen).toEqual(['whole 200 <html>Company</html>']);
    expect(late.seen).toEqual(['whole 200 <html>Company</html>']);
    expect(recording.finished).toBe(true);
    expect(await recording.outcome).toEqual({
      kind: 'complete',
      status: 200,
      html: '<html>Company</html>',
    });
  });

  it('replays a finished render whole', () => {
    const recording = new PageRecording();
    recording.shellReady(404);
    recording.write(Buffer.from('gone'));
    recording.end(false);
    const after = listener();
    recording.subscribe(after.record);
    expect(after.seen).toEqual(['shell 404', 'gone', 'end incomplete']);
  });

  it('keeps its own copy of each chunk', async () => {
    const recording = new PageRecording();
    recording.shellReady(200);
    const reused = Buffer.from('first');
    recording.write(reused);
    reused.write('XXXXX');
    recording.end(true);
    expect(await recording.outcome).toMatchObject({ html: 'first' });
  });

  it('tells every listener, early or late, that the shell failed', async () => {
    const recording = new PageRecording();
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
