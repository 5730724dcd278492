import type { Params } from 'nestjs-pino';
import type { IncomingMessage } from 'node:http';

/** Structured JSON logs; the token and cookies never reach a log line; health probes are not logged. */
export function pinoParams(serviceName: string, level: string): Params {
  return {
    pinoHttp: {
      level,
      name: serviceName,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      autoLogging: { ignore: (request: IncomingMessage) => request.url?.startsWith('/health') ?? false },
    },
  };
}
