/**
 * Bytes as base64 for a JSON body (uploads travel base64-encoded; the server judges the bytes,
 * not the name), in slices so a large file does not overflow the call stack.
 */
export function base64OfBytes(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return btoa(binary);
}

/** A chosen file's bytes as base64. */
export async function base64OfFile(file: Blob): Promise<string> {
  return base64OfBytes(new Uint8Array(await file.arrayBuffer()));
}
