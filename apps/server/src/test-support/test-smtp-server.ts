import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { simpleParser, type AddressObject } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server inside the test process (issue 21: never a mocked transport). The server
 * under test sends to it over TCP exactly as to a mail provider; the test reads what arrived.
 *
 *   const smtp = await TestSmtpServer.start();
 *   const app = await startTestApp({ SMTP_URL: smtp.url, MAIL_FROM: "office@example.org" });
 *   … something that sends mail …
 *   const mail = await smtp.waitForMail((mail) => mail.to.includes("team@example.org"));
 *   expect(mail.subject).toBe("…");
 *   await smtp.stop();     // down: connections are refused (restart() brings it back on the same port)
 *   smtp.refuse();         // up, but answering 550 to every mail (accept() ends that)
 *
 * With `saveTo`, each mail is also written to that folder as it arrived (an .eml file), for a
 * test in another process to read with MailFolder (the end-to-end suite's mailbox fixture).
 */

/** A mail as it arrived, parsed. */
export type ReceivedMail = {
  from: string;
  /** The envelope's recipients (RCPT TO), lower-cased. */
  to: string[];
  replyTo: string | undefined;
  subject: string;
  text: string;
  html: string;
  headers: Map<string, unknown>;
  /** The message as it came over the wire. */
  raw: string;
};

function addresses(value: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((object) => object.value.map((entry) => entry.address ?? "")).filter(Boolean);
}

export async function parseMail(raw: string, envelopeTo?: string[]): Promise<ReceivedMail> {
  const parsed = await simpleParser(raw);
  return {
    from: parsed.from?.text ?? "",
    to: (envelopeTo ?? [...addresses(parsed.to), ...addresses(parsed.cc)]).map((address) => address.toLowerCase()),
    replyTo: addresses(parsed.replyTo)[0],
    subject: parsed.subject ?? "",
    text: parsed.text ?? "",
    html: typeof parsed.html === "string" ? parsed.html : "",
    headers: parsed.headers,
    raw,
  };
}

/** Waits until `find()` gives a mail, looking every 50 ms; the error lists what did arrive. */
async function waitFor(find: () => Promise<ReceivedMail | undefined>, all: () => Promise<ReceivedMail[]>, timeoutMs: number): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await find();
    if (found) return found;
    if (Date.now() > deadline) {
      const arrived = (await all()).map((mail) => `${mail.to.join(", ")}: ${mail.subject}`);
      throw new Error(`No matching mail arrived within ${timeoutMs} ms. Arrived: ${arrived.length ? arrived.join(" | ") : "nothing"}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export class TestSmtpServer {
  /** Every mail accepted so far, oldest first. */
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | undefined;
  private refusal: { code: number; message: string } | undefined;
  private saved = 0;

  private constructor(private readonly saveTo: string | undefined) {}

  /** The port it listens on (the same after a restart). */
  port = 0;

  /** Listens on 127.0.0.1 (on `port`, or one the system picks). */
  static async start(options: { port?: number; saveTo?: string } = {}): Promise<TestSmtpServer> {
    if (options.saveTo) await mkdir(options.saveTo, { recursive: true });
    const server = new TestSmtpServer(options.saveTo);
    server.port = await server.listen(options.port ?? 0);
    return server;
  }

  /** The SMTP_URL that reaches it (plain SMTP on this machine, no password needed). */
  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Answers every mail with `code` (a 5xx: the mail is refused) until accept(). */
  refuse(code = 550, message = "Mailbox unavailable (refused by the test)"): void {
    this.refusal = { code, message };
  }

  accept(): void {
    this.refusal = undefined;
  }

  /** The first mail received that `match` accepts, waiting for it if need be. */
  waitForMail(match: (mail: ReceivedMail) => boolean = () => true, timeoutMs = 10_000): Promise<ReceivedMail> {
    return waitFor(async () => this.received.find(match), async () => this.received, timeoutMs);
  }

  /** Stops listening and drops open connections: a server that is down (connections refused). */
  async stop(): Promise<void> {
    await this.close();
  }

  /** Up again, on the same port. */
  async restart(): Promise<void> {
    await this.listen(this.port);
  }

  private close(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }

  private listen(port: number): Promise<number> {
    const server = new SMTPServer({
      // Plain SMTP, as a relay on this machine: no certificate to trust.
      disabledCommands: ["STARTTLS"],
      authOptional: true,
      allowInsecureAuth: true,
      onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
      logger: false,
      // close() waits this long for connections that are still open, then drops them.
      closeTimeout: 100,
      onMailFrom: (_address, _session, callback) => {
        if (!this.refusal) return callback();
        callback(Object.assign(new Error(this.refusal.message), { responseCode: this.refusal.code }));
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address);
          this.keep(raw, envelopeTo).then(() => callback(), callback);
        });
      },
    });
    this.server = server;
    return new Promise((resolve, reject) => {
      server.on("error", reject);
      server.listen(port, "127.0.0.1", () => {
        const address = server.server.address();
        resolve(typeof address === "object" && address ? address.port : port);
      });
    });
  }

  private async keep(raw: string, envelopeTo: string[]): Promise<void> {
    this.received.push(await parseMail(raw, envelopeTo));
    if (this.saveTo) {
      this.saved += 1;
      // The envelope's recipients go first, as a header line the folder's reader takes off.
      const name = `${String(this.saved).padStart(6, "0")}.eml`;
      await writeFile(path.join(this.saveTo, name), `X-Envelope-To: ${envelopeTo.join(", ")}\r\n${raw}`);
    }
  }
}

/** The mails a TestSmtpServer with `saveTo` wrote to `folder`, read from another process. */
export class MailFolder {
  constructor(readonly folder: string) {}

  /** Every mail in the folder, oldest first. */
  async all(): Promise<ReceivedMail[]> {
    const names = (await readdir(this.folder).catch(() => [] as string[])).filter((name) => name.endsWith(".eml")).sort();
    return Promise.all(
      names.map(async (name) => {
        const file = await readFile(path.join(this.folder, name), "utf8");
        const [first = "", ...rest] = file.split("\r\n");
        const envelopeTo = first.replace(/^X-Envelope-To: /, "").split(", ").filter(Boolean);
        return parseMail(rest.join("\r\n"), envelopeTo);
      }),
    );
  }

  /** The first mail that `match` accepts, waiting for it if need be. */
  waitForMail(match: (mail: ReceivedMail) => boolean = () => true, timeoutMs = 15_000): Promise<ReceivedMail> {
    return waitFor(async () => (await this.all()).find(match), () => this.all(), timeoutMs);
  }
}
