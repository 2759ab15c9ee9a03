import net from 'node:net';

export interface CuttableRelay {
  /** The relay's own port (the same across cut and restore). */
  port: () => number;
  /** Drops every connection and stops listening: to a client behind it, the server is gone. */
  cut: () => Promise<void>;
  /** Listens again on the same port. */
  restore: () => Promise<void>;
  close: () => Promise<void>;
}

/**
 * A TCP relay in front of a server that a test can cut and restore: the server 'goes down' for the one
 * client that talks through the relay, while every other suite keeps using it directly.
 */
export async function startCuttableRelay(target: { host: string; port: number }): Promise<CuttableRelay> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve, reject) => {
      // Restoring a relay that is up changes nothing (a test's cleanup after it restored it itself).
      if (server?.listening) return resolve();
      const listening = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      server = listening;
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => {
        port = (listening.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server?.listening) return resolve();
      server.close(() => resolve());
    });
  await open();
  return { port: () => port, cut: stop, restore: open, close: stop };
}
