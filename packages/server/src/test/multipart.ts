export type Upload = { name: string; bytes: Buffer; type?: string };

/** A multipart body as a browser's FormData would send it, each file under the field `file`. */
export function multipart(files: Upload[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----upload-${Math.random().toString(16).slice(2)}`;
  const parts = files.flatMap((f) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.name}"\r\n` +
        `Content-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    f.bytes,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
