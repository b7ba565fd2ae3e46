import { exampleAttachmentItems } from '@kmx/ui/examples';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../test-support/expect-accessible';
import { renderWithPortalMessages } from '../../test-support/render-with-portal-messages';
import { AttachmentPicker, type AttachmentPickerProps } from './AttachmentPicker';
import type { AttachmentItem } from './AttachmentItem';

function props(overrides: Partial<AttachmentPickerProps> = {}): AttachmentPickerProps {
  return {
    localeCode: 'en',
    files: [],
    onAdd: vi.fn(),
    onCancel: vi.fn(),
    onRemove: vi.fn(),
    onRetry: vi.fn(),
    ...overrides,
  };
}

function fileOf(name: string, type: string, sizeBytes = 1000): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: sizeBytes });
  return file;
}

function choose(files: File[]) {
  const input = screen.getByLabelText('Attachments (optional)');
  fireEvent.change(input, { target: { files } });
}

function item(
  state: AttachmentItem['state'],
  overrides: Partial<AttachmentItem> = {},
): AttachmentItem {
  return {
    key: 'k1',
    name: 'blade.jpg',
    sizeBytes: 2_000_000,
    state,
    progress: 0.5,
    message: null,
    ...overrides,
  };
}

describe('given files chosen in the picker', () => {
  it('offers images and videos, several at a time', () => {
    renderWithPortalMessages(<AttachmentPicker {...props()} />);
    const input = screen.getByLabelText('Attachments (optional)');
    expect(input.getAttribute('type')).toBe('file');
    expect(input.getAttribute('accept')).toBe('image/*,video/*');
    expect(input.hasAttribute('multiple')).toBe(true);
  });

  it('passes the images and videos on and refuses a PDF with a message beside the field', async () => {
    const onAdd = vi.fn();
    const { container } = renderWithPortalMessages(<AttachmentPicker {...props({ onAdd })} />);
    const photo = fileOf('blade.jpg', 'image/jpeg');
    const film = fileOf('line.mp4', 'video/mp4');
    choose([photo, fileOf('manual.pdf', 'application/pdf'), film]);
    expect(onAdd).toHaveBeenCalledWith([photo, film]);
    const input = screen.getByLabelText('Attachments (optional)');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(
      input.getAttribute('aria-describedby')?.split(' ')[1] ?? '',
    );
    expect(error?.textContent).toBe('Error: manual.pdf: Please choose an image or a video');
    await expectAccessible(container);
  });

  it('refuses a file over 100 MB and passes nothing on when nothing fits', () => {
    const onAdd = vi.fn();
    renderWithPortalMessages(<AttachmentPicker {...props({ onAdd })} />);
    choose([fileOf('huge.mp4', 'video/mp4', 104_857_601)]);
    expect(onAdd).not.toHaveBeenCalled();
    expect(screen.getByText(/huge\.mp4: Please choose a file of at most 100 MB/)).toBeTruthy();
  });

  it('refuses in German for a German reader', () => {
    renderWithPortalMessages(<AttachmentPicker {...props()} />, 'de');
    fireEvent.change(screen.getByLabelText('Anhänge (optional)'), {
      target: { files: [fileOf('manual.pdf', 'application/pdf')] },
    });
    expect(screen.getByText(/manual\.pdf: Bitte wählen Sie ein Bild oder ein Video/)).toBeTruthy();
  });
});

describe('given files dropped or pasted', () => {
  it('takes dropped files the same way', () => {
    const onAdd = vi.fn();
    const { container } = renderWithPortalMessages(<AttachmentPicker {...props({ onAdd })} />);
    const photo = fileOf('drop.png', 'image/png');
    const zone = container.querySelector('.attachment-picker__drop') as HTMLElement;
    fireEvent.dragOver(zone, { dataTransfer: { files: [photo] } });
    expect(zone.className).toContain('attachment-picker__drop--active');
    fireEvent.drop(zone, { dataTransfer: { files: [photo] } });
    expect(onAdd).toHaveBeenCalledWith([photo]);
    expect(zone.className).not.toContain('--active');
  });

  it('takes pasted files', () => {
    const onAdd = vi.fn();
    const { container } = renderWithPortalMessages(<AttachmentPicker {...props({ onAdd })} />);
    const photo = fileOf('paste.png', 'image/png');
    fireEvent.paste(container.querySelector('.attachment-picker') as HTMLElement, {
      clipboardData: { files: [photo] },
    });
    expect(onAdd).toHaveBeenCalledWith([photo]);
  });
});

describe('given an upload under way', () => {
  it('shows a labelled progress bar and cancels by its key', () => {
    const onCancel = vi.fn();
    renderWithPortalMessages(
      <AttachmentPicker {...props({ files: [item('uploading')], onCancel })} />,
    );
    const bar = screen.getByLabelText('Uploading blade.jpg');
    expect(bar.tagName).toBe('PROGRESS');
    expect(bar.getAttribute('value')).toBe('0.5');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel upload of blade.jpg' }));
    expect(onCancel).toHaveBeenCalledWith('k1');
  });
});

describe('given uploaded, failed and refused files', () => {
  it('removes an uploaded file', () => {
    const onRemove = vi.fn();
    renderWithPortalMessages(
      <AttachmentPicker {...props({ files: [item('uploaded')], onRemove })} />,
    );
    expect(screen.getByText('Uploaded')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove blade.jpg' }));
    expect(onRemove).toHaveBeenCalledWith('k1');
  });

  it('retries a failed file with the generic failure text, and leaves the others alone', () => {
    const onRetry = vi.fn();
    const files = [item('failed'), item('uploaded', { key: 'k2', name: 'ok.png' })];
    renderWithPortalMessages(<AttachmentPicker {...props({ files, onRetry })} />);
    const list = screen.getByRole('list', { name: 'Files' });
    const failed = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(failed.textContent).toContain('Please try again later');
    fireEvent.click(screen.getByRole('button', { name: 'Try again to upload blade.jpg' }));
    expect(onRetry).toHaveBeenCalledWith('k1');
    expect(screen.getByRole('button', { name: 'Remove ok.png' })).toBeTruthy();
  });

  it('shows a file the server refused with its message and no retry', () => {
    renderWithPortalMessages(
      <AttachmentPicker
        {...props({
          files: [item('refused', { message: 'Please choose a file of at most 100 MB' })],
        })}
      />,
    );
    expect(screen.getByText('Please choose a file of at most 100 MB')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Try again/ })).toBeNull();
  });

  it('has no serious accessibility violation in any state', async () => {
    const { container } = renderWithPortalMessages(
      <AttachmentPicker {...props({ files: exampleAttachmentItems })} />,
    );
    expect(
      within(screen.getByRole('list', { name: 'Files' })).getAllByRole('listitem'),
    ).toHaveLength(5);
    await expectAccessible(container);
  });
});
