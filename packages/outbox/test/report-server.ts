import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the server received it: multipart bodies are parsed into fields and file bytes. */
export type ReceivedRequest = {
  method: string;
  url: string;
  authorization?: string;
  json?: unknown;
  fields?: Record<string, string>;
  file?: { name: string; type: string; bytes: Buffer };
};

/** How the server answers one request: a status and a JSON body, or no answer at all (`hold`). */
export type Reply = { status: number; body?: unknown } | 'hold';

/**
 * A real HTTP server standing in for the platform in the outbox's unit tests: it records every request and
 * answers with what `answer` decides, so the sender meets real sockets, real status codes and real bodies.
 */
export async function startReportServer(answer: (request: ReceivedRequest, index: number) => Reply): Promise<{
  url: string;
  received: ReceivedRequest[];
  close: () => Promise<void>;
}> {
  const received: ReceivedRequest[] = [];
  const held: ServerResponse[] = [];
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const request: ReceivedRequest = {
      method: req.method ?? '',
      url: req.url ?? '',
      authorization: req.headers.authorization,
    };
    const type = req.headers['content-type'] ?? '';
    if (type.startsWith('multipart/form-data')) {
      const form = await new Request('http://x/', {
        method: 'POST',
        headers: { 'content-type': type },
        body: raw,
      }).formData();
      request.fields = {};
      for (const [name, value] of form.entries()) {
        if (typeof value === 'string') request.fields[name] = value;
        else
          request.file = {
            name: value.name,
            type: value.type,
            bytes: Buffer.from(await value.arrayBuffer()),
          };
      }
    } else if (raw.length > 0) {
      request.json = JSON.parse(raw.toString('utf8')) as unknown;
    }
    received.push(request);
    const reply = answer(request, received.length - 1);
    if (reply === 'hold') {
      held.push(res);
      return;
    }
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
  };
  const server: Server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise((resolve) => {
        for (const res of held) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
