import { connect as connectTcp, type Socket } from 'node:net';
import { connect as connectTls, type TLSSocket } from 'node:tls';

/**
 * A bare SMTP client for the stand-in's tests: one command, one whole reply (the lines of a
 * multi-line reply joined), over a plain socket that STARTTLS can upgrade in place.
 */

export interface Reply {
  code: number;
  text: string;
}

export class SmtpDialogue {
  private buffer = '';
  private waiting: ((reply: Reply) => void) | null = null;
  private lines: string[] = [];
  certificate: ReturnType<TLSSocket['getPeerX509Certificate']> | undefined;

  private constructor(private socket: Socket | TLSSocket) {
    this.listen();
  }

  static async open(
    port: number,
    secure = false,
  ): Promise<{ dialogue: SmtpDialogue; greeting: Reply }> {
    const socket = secure
      ? connectTls({ port, host: '127.0.0.1', rejectUnauthorized: false })
      : connectTcp({ port, host: '127.0.0.1' });
    const dialogue = new SmtpDialogue(socket);
    return { dialogue, greeting: await dialogue.nextReply() };
  }

  private listen(): void {
    this.socket.setEncoding('utf8');
    this.socket.on('data', (chunk: string) => {
      this.buffer += chunk;
      let end = this.buffer.indexOf('\r\n');
      while (end >= 0) {
        this.takeLine(this.buffer.slice(0, end));
        this.buffer = this.buffer.slice(end + 2);
        end = this.buffer.indexOf('\r\n');
      }
    });
  }

  private takeLine(line: string): void {
    this.lines.push(line.slice(4));
    if (line[3] === '-') return;
    const reply = { code: Number(line.slice(0, 3)), text: this.lines.join('\n') };
    this.lines = [];
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.(reply);
  }

  private nextReply(): Promise<Reply> {
    return new Promise((resolve) => {
      this.waiting = resolve;
    });
  }

  send(command: string): Promise<Reply> {
    const reply = this.nextReply();
    this.socket.write(`${command}\r\n`);
    return reply;
  }

  /** STARTTLS, then the same dialogue over TLS (any certificate accepted; it is kept to look at). */
  async startTls(): Promise<Reply> {
    const reply = await this.send('STARTTLS');
    if (reply.code !== 220) return reply;
    this.socket.removeAllListeners('data');
    const secured = connectTls({ socket: this.socket, rejectUnauthorized: false });
    await new Promise<void>((resolve, reject) => {
      secured.once('secureConnect', () => resolve());
      secured.once('error', reject);
    });
    this.certificate = secured.getPeerX509Certificate();
    this.socket = secured;
    this.listen();
    return reply;
  }

  /** MAIL, RCPT for each recipient, DATA with the message (dot-stuffed); the last reply. */
  async mail(from: string, to: string[], message: string): Promise<Reply> {
    const steps = [`MAIL FROM:<${from}>`, ...to.map((address) => `RCPT TO:<${address}>`), 'DATA'];
    for (const step of steps) {
      const reply = await this.send(step);
      if (reply.code >= 400) return reply;
    }
    const body = message.replace(/\r?\n/g, '\r\n').replace(/^\./gm, '..');
    return this.send(`${body}\r\n.`);
  }

  async quit(): Promise<void> {
    await this.send('QUIT');
    this.socket.destroy();
  }
}
