import { createServer, connect, type Server, type Socket } from "node:net";

/**
 * A TCP proxy in front of PostgreSQL that a test can break, so the database "goes away" for
 * the server under test without touching the machine's PostgreSQL (CI shares it):
 * - `refuse()`: every connection is cut and the port stops listening (connection refused), as
 *   when PostgreSQL is stopped or restarting;
 * - `blackhole()`: every connection is cut and new ones are accepted but never answered, as
 *   when the network between them drops packets;
 * - `open()`: forwards again.
 */
export type TcpProxy = { port: number; refuse(): Promise<void>; blackhole(): Promise<void>; open(): Promise<void>; close(): Promise<void> };

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: "open" | "blackhole" = "open";
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };
  const server: Server = createServer((client) => {
    track(client);
    if (mode === "blackhole") return;
    const upstream = connect(target);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  const listen = (port: number) => new Promise<void>((resolve, reject) => server.once("error", reject).listen(port, "127.0.0.1", () => resolve()));
  const stopListening = () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  const cutAll = () => {
    for (const socket of sockets) socket.destroy();
  };

  await listen(0);
  const port = (server.address() as { port: number }).port;
  return {
    port,
    async refuse() {
      const closed = stopListening();
      cutAll();
      await closed;
    },
    async blackhole() {
      mode = "blackhole";
      cutAll();
      if (!server.listening) await listen(port);
    },
    async open() {
      mode = "open";
      cutAll(); // connections accepted while black-holed never reached PostgreSQL
      if (!server.listening) await listen(port);
    },
    async close() {
      const closed = stopListening();
      cutAll();
      await closed;
    },
  };
}
