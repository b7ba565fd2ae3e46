/** A file of a release as the stand-in keeps it: its bytes are generated from its id. */
export interface StoredWireFlowFile {
  readonly id: string;
  readonly name: string;
  /** `text`: the given text, UTF-8; `binary`: a header line, then seeded pseudo-random bytes. */
  readonly content:
    | { readonly kind: 'text'; readonly text: string }
    | { readonly kind: 'binary'; readonly sizeBytes: number };
}

export interface StoredWireFlowRelease {
  readonly id: string;
  readonly version: string;
  readonly releasedOn: string;
  readonly notes: string;
  readonly files: readonly StoredWireFlowFile[];
}

function release(
  version: string,
  releasedOn: string,
  notes: string,
  packages: readonly (readonly [platform: string, extension: string, sizeBytes: number])[],
): StoredWireFlowRelease {
  const files: StoredWireFlowFile[] = packages.map(([platform, extension, sizeBytes]) => ({
    id: `wf-${version}-${platform}`,
    name: `wire-flow-${version}-${platform}.${extension}`,
    content: { kind: 'binary', sizeBytes },
  }));
  files.push({
    id: `wf-${version}-notes`,
    name: `wire-flow-${version}-release-notes.txt`,
    content: { kind: 'text', text: `wire-flow ${version}, released ${releasedOn}\n\n${notes}\n` },
  });
  return { id: `wf-${version}`, version, releasedOn, notes, files };
}

/** The on-premise releases of the wire-processing software, newest first; each file under 4 MB. */
export const wireFlowReleases: readonly StoredWireFlowRelease[] = [
  release(
    '4.2.0',
    '2026-10-14',
    'Job lists import cut lengths and marking texts from harness drawings (KBL 2.5). ' +
      'Crimp force monitoring limits per terminal. Faster start on large article databases.',
    [
      ['windows-x64', 'zip', 3_884_211],
      ['linux-x64', 'tar.gz', 3_516_907],
    ],
  ),
  release(
    '4.1.2',
    '2026-06-02',
    'Fixes: twisted pairs with a lay length under 10 mm were rejected; the seal loader ' +
      'counter reset after a power cut. Security update of the bundled web server.',
    [
      ['windows-x64', 'zip', 3_702_388],
      ['linux-x64', 'tar.gz', 3_390_145],
    ],
  ),
  release(
    '4.1.0',
    '2026-03-18',
    'Production orders from the planning service; batch stripping programmes; German and ' +
      'Polish operator texts reviewed.',
    [['windows-x64', 'zip', 3_655_020]],
  ),
  release(
    '4.0.5',
    '2025-11-27',
    'Long-term support release: fixes of 4.0 only. Recommended for lines that cannot take ' +
      'the database migration of 4.1.',
    [['windows-x64', 'zip', 3_498_761]],
  ),
];
