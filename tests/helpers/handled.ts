import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * A stand-in server's async handler for `createServer`: a handler that throws answers 500 and logs,
 * instead of leaving a rejected promise nobody awaits (and a request that never ends).
 */
export const handled =
  (handler: (req: IncomingMessage, res: ServerResponse) => Promise<unknown>) =>
  (req: IncomingMessage, res: ServerResponse): void => {
    handler(req, res).catch((error: unknown) => {
      console.error('stand-in handler failed:', error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  };
