import { describe, expect, it } from 'vitest';
import { uploadAttachment, type UploadRequest } from './attachment-upload';
import { PortalApiError } from './portal-api-error';
import { uploadRefusal } from './upload-refusal';

class FakeUpload implements UploadRequest {
  status = 0;
  responseText = '';
  timeout = 0;
  opened: [string, string] | null = null;
  readonly headers = new Map<string, string>();
  sent: Blob | null = null;
  private readonly listeners = new Map<string, () => void>();
  private progressListener: ((event: ProgressEvent) => void) | null = null;
  readonly upload = {
    addEventListener: (_type: 'progress', listener: (event: ProgressEvent) => void) => {
      this.progressListener = listener;
    },
  };

  open(method: string, url: string): void {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string): void {
    this.headers.set(name, value);
  }
  send(body: Blob): void {
    this.sent = body;
  }
  abort(): void {
    this.listeners.get('abort')?.();
  }
  addEventListener(type: string, listener: () => void): void {
    this.listeners.set(type, listener);
  }
  progress(loaded: number, total: number): void {
    this.progressListener?.({ loaded, total, lengthComputable: true } as ProgressEvent);
  }
  finish(status: number, body: unknown): void {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.listeners.get('load')?.();
  }
}

const picture = new File([new Uint8Array(10)], 'Crimp höhe.png', { type: 'image/png' });

describe('uploadAttachment', () => {
  it('sends one file with its name and the token, reporting progress', async () => {
    const request = new FakeUpload();
    const progress: number[] = [];
    const upload = uploadAttachment(request, picture, 'id.token', {
      onProgress: (sent, total) => progress.push(sent / total),
    });
    expect(request.opened).toEqual(['POST', '/api/ticket-attachments']);
    expect(request.headers.get('authorization')).toBe('Bearer id.token');
    expect(request.headers.get('x-file-name')).toBe('Crimp%20h%C3%B6he.png');
    expect(request.sent).toBe(picture);
    request.progress(5, 10);
    const attachment = { id: 'a-1', name: 'Crimp höhe.png', mediaType: 'image/png', sizeBytes: 10 };
    request.finish(201, { attachment });
    await expect(upload.done).resolves.toEqual(attachment);
    expect(progress).toEqual([0.5]);
  });

  it('is cancelled alone', async () => {
    const request = new FakeUpload();
    const upload = uploadAttachment(request, picture, 'id.token', { onProgress: () => undefined });
    upload.cancel();
    await expect(upload.done).rejects.toThrow('aborted');
  });

  it('fails with the status of a refusal, which names the field message', async () => {
    const request = new FakeUpload();
    const upload = uploadAttachment(request, picture, 'id.token', { onProgress: () => undefined });
    request.finish(415, { error: 'Only images or videos' });
    const error = await upload.done.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(PortalApiError);
    expect(uploadRefusal(error)).toBe('Please choose an image or a video');
    expect(uploadRefusal(new PortalApiError(413, 'upload'))).toBe(
      'Please choose a file of at most 100 MB',
    );
    expect(uploadRefusal(new PortalApiError(502, 'upload'))).toBeNull();
  });
});
