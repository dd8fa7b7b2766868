import { createServer, connect, type Server, type Socket } from "node:net";

/**
 * A TCP proxy in front of PostgreSQL that a test can break, so the database "goes away" for
 * the server under test without touching the machine's PostgreSQL (CI shares it):
 * - `refuse()`: every connection is cut and the port stops listening (connection refused), as
 *   when PostgreSQL is stopped or restarting;
 * - `blackhole()`: every connection is cut and new ones are accepted but never answered, as
 *   when the network between them drops packets;
 * - `stall(text)`: every connection whose client sends `text` (has sent it, or sends it later)
 *   stops carrying bytes either way, without being closed, as when a NAT or load balancer forgot
 *   an idle connection and drops its packets; the others flow on;
 * - `open()`: forwards again; connections that were not forwarded are cut.
 */
export type TcpProxy = {
  port: number;
  refuse(): Promise<void>;
  blackhole(): Promise<void>;
  stall(text: string): Promise<void>;
  open(): Promise<void>;
  close(): Promise<void>;
};

/** One client's connection: what it sent so far (for `stall`), and whether its bytes go anywhere. */
type Link = { client: Socket; upstream?: Socket; sent: string; forwarding: boolean };

/** What a connection keeps of what its client sent, to look for a stall's text in. */
const SENT_KEPT = 4096;

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: "open" | "blackhole" = "open";
  let stallText: string | undefined;
  const links = new Set<Link>();
  const stallIfAsked = (link: Link) => {
    if (stallText !== undefined && link.sent.includes(stallText)) link.forwarding = false;
  };
  const server: Server = createServer((client) => {
    const link: Link = { client, sent: "", forwarding: mode === "open" };
    links.add(link);
    client.on("error", () => client.destroy());
    client.on("close", () => {
      links.delete(link);
      link.upstream?.destroy();
    });
    if (!link.forwarding) return;
    const upstream = connect(target);
    link.upstream = upstream;
    upstream.on("error", () => upstream.destroy());
    // A stalled connection's end is not passed on either: its client hears nothing at all.
    upstream.on("close", () => link.forwarding && client.destroy());
    client.on("data", (chunk: Buffer) => {
      link.sent = (link.sent + chunk.toString("latin1")).slice(-SENT_KEPT);
      stallIfAsked(link);
      if (link.forwarding) upstream.write(chunk);
    });
    upstream.on("data", (chunk: Buffer) => {
      if (link.forwarding) client.write(chunk);
    });
  });
  const listen = (port: number) => new Promise<void>((resolve, reject) => server.once("error", reject).listen(port, "127.0.0.1", () => resolve()));
  const stopListening = () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  const cut = (which: (link: Link) => boolean) => {
    for (const link of links) {
      if (!which(link)) continue;
      link.forwarding = false;
      link.client.destroy();
      link.upstream?.destroy();
    }
  };

  await listen(0);
  const port = (server.address() as { port: number }).port;
  return {
    port,
    async refuse() {
      const closed = stopListening();
      cut(() => true);
      await closed;
    },
    async blackhole() {
      mode = "blackhole";
      cut(() => true);
      if (!server.listening) await listen(port);
    },
    async stall(text) {
      stallText = text;
      for (const link of links) stallIfAsked(link);
    },
    async open() {
      mode = "open";
      stallText = undefined;
      // Connections accepted while black-holed never reached PostgreSQL; stalled ones lost bytes.
      cut((link) => !link.forwarding);
      if (!server.listening) await listen(port);
    },
    async close() {
      const closed = stopListening();
      cut(() => true);
      await closed;
    },
  };
}
