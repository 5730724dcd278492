import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GatewayConfig } from '../config';
import { ServiceDescriptions } from './service-descriptions';

const description = { openapi: '3.1.0', info: { title: 'svc', version: '1' }, paths: {} };

/** A real HTTP server standing in for a service: answers its description, counting the reads. */
async function serviceServer(): Promise<{ url: string; reads: () => number; close: () => Promise<void> }> {
  let reads = 0;
  const server: Server = createServer((request, response) => {
    if (request.url !== '/openapi.json') return void response.writeHead(404).end();
    reads += 1;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(description));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    reads: () => reads,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const descriptionsOf = (services: Record<string, string>) =>
  new ServiceDescriptions({ services } as unknown as GatewayConfig);

describe("the services' own descriptions, as the gateway reads them", () => {
  it('reads each service once a minute and reports one that does not answer, without failing the others', async () => {
    const up = await serviceServer();
    const down = await serviceServer();
    await down.close();
    try {
      const descriptions = descriptionsOf({ 'svc-up': up.url, 'svc-down': down.url });
      const first = await descriptions.all();
      expect(first).toEqual([
        { name: 'svc-up', document: description },
        { name: 'svc-down', problem: expect.any(String) },
      ]);
      await descriptions.all();
      expect(up.reads()).toBe(1);
    } finally {
      await up.close();
    }
  });

  it('takes a service in again as soon as it answers', async () => {
    const service = await serviceServer();
    const { url } = service;
    await service.close();
    const descriptions = descriptionsOf({ 'svc-back': url });
    expect(await descriptions.all()).toEqual([{ name: 'svc-back', problem: expect.any(String) }]);

    const port = Number(new URL(url).port);
    const back = createServer((_request, response) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(description)),
    );
    await new Promise<void>((resolve) => back.listen(port, '127.0.0.1', resolve));
    try {
      expect(await descriptions.all()).toEqual([{ name: 'svc-back', document: description }]);
    } finally {
      await new Promise((resolve) => back.close(resolve));
    }
  });
});
