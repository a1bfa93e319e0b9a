// A text as a Windows-1250 file holds it (a character the code page lacks as "?"), for CSVs as Hungarian Excel saves
// them.
export function windows1250Bytes(text: string): Buffer {
  const table = new Map<string, number>();
  const decoder = new TextDecoder('windows-1250');
  for (let b = 0; b < 256; b++) table.set(decoder.decode(Uint8Array.of(b)), b);
  return Buffer.from(Array.from(text, (ch) => table.get(ch) ?? 0x3f));
}
