/** Real file signatures for storage tests: the type check reads bytes, so fixtures must be genuine. */
export const testMedia = {
  // A 1x1 PNG.
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  // DOS/PE header: what a renamed .exe starts with.
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0')]),
  svg: Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
  ),
  html: Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>\n'),
  csv: Buffer.from('name;number\nJoão;5511999999999\n'),
  binaryWithoutSignature: Buffer.from([0x00, 0x01, 0x02, 0x03, 0xfe, 0xff, 0x10, 0x00]),
};
