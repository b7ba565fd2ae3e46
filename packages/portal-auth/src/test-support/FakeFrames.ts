import type { AuthEnvironment } from '../environment/AuthEnvironment';

/** A hidden frame as the client uses it: attributes, `src`, a load listener and its location. */
export class FakeFrame {
  readonly attributes = new Map<string, string>();
  readonly style = { display: '' };
  src = '';
  removed = false;
  private readonly listeners = new Set<() => void>();
  private location: { readonly href: string } | 'cross-origin' = { href: 'about:blank' };

  setAttribute(name: string, value: string): void {
    this.attributes.set(name, value);
  }

  addEventListener(type: string, listener: () => void): void {
    if (type === 'load') this.listeners.add(listener);
  }

  removeEventListener(type: string, listener: () => void): void {
    if (type === 'load') this.listeners.delete(listener);
  }

  remove(): void {
    this.removed = true;
  }

  get contentWindow(): { readonly location: { readonly href: string } } {
    const location = this.location;
    return {
      get location() {
        if (location === 'cross-origin') {
          throw new DOMException(
            'Blocked a frame from accessing a cross-origin frame.',
            'SecurityError',
          );
        }
        return location;
      },
    };
  }

  get listenerCount(): number {
    return this.listeners.size;
  }

  /** The frame finished loading `href`, or a page of another origin. */
  load(href: string | 'cross-origin'): void {
    this.location = href === 'cross-origin' ? href : { href };
    for (const listener of [...this.listeners]) listener();
  }
}

/** Creates fake frames; `onAppend` plays the provider answering the frame's request. */
export class FakeFrameDocument {
  readonly frames: FakeFrame[] = [];
  onAppend: (frame: FakeFrame) => void = () => undefined;
  failAppend = false;

  readonly body = {
    appendChild: (frame: FakeFrame): FakeFrame => {
      if (this.failAppend) throw new DOMException('The document is gone.', 'InvalidStateError');
      this.frames.push(frame);
      this.onAppend(frame);
      return frame;
    },
  };

  createElement(tagName: string): FakeFrame {
    if (tagName !== 'iframe') throw new Error(`Only frames are made here, not ${tagName}`);
    return new FakeFrame();
  }

  /** Typed as the environment's document: the client uses only what these fakes have. */
  asDocument(): AuthEnvironment['document'] {
    return this as unknown as AuthEnvironment['document'];
  }

  get lastFrame(): FakeFrame {
    const frame = this.frames.at(-1);
    if (frame === undefined) throw new Error('No frame was appended');
    return frame;
  }
}
