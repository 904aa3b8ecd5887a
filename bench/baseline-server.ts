import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

/** The baseline: the same page bytes from memory with nothing else in the way (`.br`: brotli). */
const [port, file] = process.argv.slice(2);
const body = readFileSync(file!);
const encoding = file!.endsWith('.br') ? { 'content-encoding': 'br', vary: 'Accept-Encoding' } : {};
createServer((_request, response) => {
  response.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': body.length,
    ...encoding,
  });
  response.end(body);
}).listen(Number(port), '127.0.0.1');
