import type { EditorScreenContext } from './EditorScreenContext';
import { PageTreeScreen } from './screens/PageTreeScreen';
import { PreviewScreen } from './screens/PreviewScreen';

/** The screen the address asks for: a page's preview, else the page tree (with its panel). */
export function EditorScreen({ editor }: { editor: EditorScreenContext }) {
  const { preview } = editor.address;
  if (preview !== null) return <PreviewScreen editor={editor} path={preview} />;
  return <PageTreeScreen editor={editor} />;
}
