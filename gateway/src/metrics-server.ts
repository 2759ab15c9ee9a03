import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { metricsHandler, type Logger } from '@byway/kit';

export interface MetricsServer {
  url: string;
  close: () => Promise<void>;
}

/**
 * The gateway's Prometheus endpoint: GET /metrics on an internal port (METRICS_PORT), apart from the
 * public one, which answers /metrics with 404. Anything else here is 404 too.
 */
export function serveMetrics(port: number, host: string, logger: Logger): Promise<MetricsServer> {
  const app = express();
  app.disable('x-powered-by');
  app.get('/metrics', metricsHandler);
  app.use((_req, res) => {
    res.status(404).json({ error: 'Not found' });
  });
  const server = http.createServer(app);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address() as AddressInfo;
      const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}/metrics`;
      logger.info({ url }, 'metrics listening');
      resolve({
        url,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
